#ifndef PKT_HASH_RING_H
#define PKT_HASH_RING_H
#include "pkt/common.h"
uint32_t hash_ring_digest(const uint8_t *buf, size_t len);
#endif
