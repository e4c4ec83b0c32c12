#ifndef PKT_COMMON_H
#define PKT_COMMON_H
#include <stddef.h>
#include <stdint.h>

#define PKT_RING_SLOTS 1024u

struct pkt_ring {
    uint32_t slots[PKT_RING_SLOTS];
    size_t head;
    size_t count;
};

__attribute__((deprecated("use pkt_hash64")))
uint32_t pkt_hash32(const uint8_t *buf, size_t len);
uint64_t pkt_hash64(const uint8_t *buf, size_t len, uint32_t seed);
#endif
