#include "gw/common.h"

uint32_t gw_config_id(void) { return gw_mix(15985u, "config"); }
