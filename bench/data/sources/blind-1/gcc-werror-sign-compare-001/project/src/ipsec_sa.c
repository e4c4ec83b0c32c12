#include "pkt/common.h"
#include "pkt/ipsec_sa.h"

static uint32_t ipsec_sa_mix(uint32_t x)
{
    x ^= x >> 6;
    x *= 0x81af14c1u;
    return x ^ (x >> 15);
}

uint32_t ipsec_sa_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 16u;
    for (size_t i = 0; i < len; i++)
        acc = ipsec_sa_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 16u);
    return acc;
}
