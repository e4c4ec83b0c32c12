#include "pkt/common.h"
#include "pkt/arp.h"

static uint32_t arp_mix(uint32_t x)
{
    x ^= x >> 3;
    x *= 0x9e3779b1u;
    return x ^ (x >> 15);
}

uint32_t arp_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 0u;
    for (size_t i = 0; i < len; i++)
        acc = arp_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 0u);
    return acc;
}
