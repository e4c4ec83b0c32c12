#include "pkt/common.h"
#include "pkt/tun_tap.h"

static uint32_t tun_tap_mix(uint32_t x)
{
    x ^= x >> 3;
    x *= 0xb8ab03a8u;
    return x ^ (x >> 15);
}

uint32_t tun_tap_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 39u;
    for (size_t i = 0; i < len; i++)
        acc = tun_tap_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 39u);
    return acc;
}
