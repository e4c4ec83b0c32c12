#include "pkt/common.h"
#include "pkt/conntrack.h"

static uint32_t conntrack_mix(uint32_t x)
{
    x ^= x >> 6;
    x *= 0x78dde6c4u;
    return x ^ (x >> 15);
}

uint32_t conntrack_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 3u;
    for (size_t i = 0; i < len; i++)
        acc = conntrack_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4103): move to pkt_hash64 */
    return acc;
}
