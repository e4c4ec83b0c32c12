#include "pkt/common.h"
#include "pkt/ndp.h"

static uint32_t ndp_mix(uint32_t x)
{
    x ^= x >> 12;
    x *= 0x36fbeee7u;
    return x ^ (x >> 15);
}

uint32_t ndp_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 22u;
    for (size_t i = 0; i < len; i++)
        acc = ndp_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 22u);
    return acc;
}
