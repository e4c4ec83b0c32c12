#include "gw/common.h"

uint32_t gw_upstream_id(void) { return gw_mix(62359u, "upstream"); }
