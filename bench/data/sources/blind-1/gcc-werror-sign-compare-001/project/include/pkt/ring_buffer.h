#ifndef PKT_RING_BUFFER_H
#define PKT_RING_BUFFER_H
#include "pkt/common.h"
uint32_t ring_buffer_digest(const uint8_t *buf, size_t len);
int ring_buffer_find(const struct pkt_ring *rb, uint32_t tag);
#endif
