#include "gw/common.h"

uint32_t gw_ratelimit_id(void) { return gw_mix(46901u, "ratelimit"); }
