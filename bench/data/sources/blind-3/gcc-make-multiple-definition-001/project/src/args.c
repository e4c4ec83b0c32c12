#include "gw/common.h"

uint32_t gw_args_id(void) { return gw_mix(0u, "args"); }
