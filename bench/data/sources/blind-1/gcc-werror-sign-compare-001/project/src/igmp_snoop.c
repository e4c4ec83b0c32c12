#include "pkt/common.h"
#include "pkt/igmp_snoop.h"

static uint32_t igmp_snoop_mix(uint32_t x)
{
    x ^= x >> 3;
    x *= 0xa708a7aeu;
    return x ^ (x >> 15);
}

uint32_t igmp_snoop_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 13u;
    for (size_t i = 0; i < len; i++)
        acc = igmp_snoop_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 13u);
    return acc;
}
