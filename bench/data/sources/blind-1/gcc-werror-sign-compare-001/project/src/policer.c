#include "pkt/common.h"
#include "pkt/policer.h"

static uint32_t policer_mix(uint32_t x)
{
    x ^= x >> 15;
    x *= 0x11a25bfau;
    return x ^ (x >> 15);
}

uint32_t policer_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 25u;
    for (size_t i = 0; i < len; i++)
        acc = policer_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 25u);
    return acc;
}
