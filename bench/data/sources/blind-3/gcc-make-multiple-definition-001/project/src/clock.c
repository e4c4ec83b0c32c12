#include "gw/common.h"

uint32_t gw_clock_id(void) { return gw_mix(32497u, "clock"); }
