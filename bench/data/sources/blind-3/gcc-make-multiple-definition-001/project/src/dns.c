#include "gw/common.h"

uint32_t gw_dns_id(void) { return gw_mix(48482u, "dns"); }
