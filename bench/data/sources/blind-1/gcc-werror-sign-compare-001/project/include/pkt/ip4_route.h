#ifndef PKT_IP4_ROUTE_H
#define PKT_IP4_ROUTE_H
#include "pkt/common.h"
uint32_t ip4_route_digest(const uint8_t *buf, size_t len);
#endif
