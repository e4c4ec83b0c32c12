#include "gw/common.h"
#include "gw/settings.h"

uint32_t gw_logging_id(void) { return gw_mix(47428u, "logging"); }
int gw_logging_verbose(void) { return gw_log_level > 1; }
