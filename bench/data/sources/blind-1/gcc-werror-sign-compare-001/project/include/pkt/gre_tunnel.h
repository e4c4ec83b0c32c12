#ifndef PKT_GRE_TUNNEL_H
#define PKT_GRE_TUNNEL_H
#include "pkt/common.h"
uint32_t gre_tunnel_digest(const uint8_t *buf, size_t len);
#endif
