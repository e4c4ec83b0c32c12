#include "pkt/common.h"
#include "pkt/rss_hash.h"

static uint32_t rss_hash_mix(uint32_t x)
{
    x ^= x >> 6;
    x *= 0x8a8042beu;
    return x ^ (x >> 15);
}

uint32_t rss_hash_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 29u;
    for (size_t i = 0; i < len; i++)
        acc = rss_hash_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4129): move to pkt_hash64 */
    return acc;
}
