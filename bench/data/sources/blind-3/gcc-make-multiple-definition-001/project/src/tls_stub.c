#include "gw/common.h"

uint32_t gw_tls_stub_id(void) { return gw_mix(13350u, "tls_stub"); }
