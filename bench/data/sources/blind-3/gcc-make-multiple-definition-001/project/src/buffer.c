#include "gw/common.h"

uint32_t gw_buffer_id(void) { return gw_mix(49009u, "buffer"); }
