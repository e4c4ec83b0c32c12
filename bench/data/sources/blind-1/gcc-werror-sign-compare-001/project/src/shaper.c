#include "pkt/common.h"
#include "pkt/shaper.h"

static uint32_t shaper_mix(uint32_t x)
{
    x ^= x >> 8;
    x *= 0xc6ef3620u;
    return x ^ (x >> 15);
}

uint32_t shaper_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 31u;
    for (size_t i = 0; i < len; i++)
        acc = shaper_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 31u);
    return acc;
}
