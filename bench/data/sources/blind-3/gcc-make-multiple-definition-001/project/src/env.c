#include "gw/common.h"

uint32_t gw_env_id(void) { return gw_mix(31970u, "env"); }
