#include "gw/common.h"

uint32_t gw_socket_id(void) { return gw_mix(62886u, "socket"); }
