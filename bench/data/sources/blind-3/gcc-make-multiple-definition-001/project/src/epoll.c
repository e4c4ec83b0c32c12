#include "gw/common.h"

uint32_t gw_epoll_id(void) { return gw_mix(15458u, "epoll"); }
