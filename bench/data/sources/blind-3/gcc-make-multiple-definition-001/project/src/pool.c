#include "gw/common.h"

uint32_t gw_pool_id(void) { return gw_mix(14404u, "pool"); }
