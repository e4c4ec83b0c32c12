#include "pkt/common.h"
#include "pkt/hash_ring.h"

static uint32_t hash_ring_mix(uint32_t x)
{
    x ^= x >> 14;
    x *= 0x6a99b44cu;
    return x ^ (x >> 15);
}

uint32_t hash_ring_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 11u;
    for (size_t i = 0; i < len; i++)
        acc = hash_ring_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4111): move to pkt_hash64 */
    return acc;
}
