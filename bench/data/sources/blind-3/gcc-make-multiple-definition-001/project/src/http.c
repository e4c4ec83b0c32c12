#include "gw/common.h"

uint32_t gw_http_id(void) { return gw_mix(31443u, "http"); }
