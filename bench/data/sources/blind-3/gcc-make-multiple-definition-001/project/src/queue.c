#include "gw/common.h"

uint32_t gw_queue_id(void) { return gw_mix(63413u, "queue"); }
