#ifndef PKT_PACKET_POOL_H
#define PKT_PACKET_POOL_H
#include "pkt/common.h"
uint32_t packet_pool_digest(const uint8_t *buf, size_t len);
#endif
