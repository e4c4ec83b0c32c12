#include "gw/common.h"
#include "gw/settings.h"

uint32_t gw_router_id(void) { return gw_mix(30389u, "router"); }
int gw_router_verbose(void) { return gw_log_level > 0; }
