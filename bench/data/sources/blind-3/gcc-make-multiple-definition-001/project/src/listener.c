#include "gw/common.h"
#include "gw/settings.h"

uint32_t gw_listener_id(void) { return gw_mix(63940u, "listener"); }
int gw_listener_verbose(void) { return gw_log_level > 0; }
