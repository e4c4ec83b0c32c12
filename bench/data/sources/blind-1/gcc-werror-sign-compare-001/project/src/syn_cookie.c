#include "pkt/common.h"
#include "pkt/syn_cookie.h"

static uint32_t syn_cookie_mix(uint32_t x)
{
    x ^= x >> 12;
    x *= 0x3fcd1ce4u;
    return x ^ (x >> 15);
}

uint32_t syn_cookie_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 35u;
    for (size_t i = 0; i < len; i++)
        acc = syn_cookie_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 35u);
    return acc;
}
