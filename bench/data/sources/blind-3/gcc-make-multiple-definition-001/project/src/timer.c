#include "gw/common.h"

uint32_t gw_timer_id(void) { return gw_mix(29862u, "timer"); }
