#include "pkt/common.h"
#include "pkt/ip4_route.h"

static uint32_t ip4_route_mix(uint32_t x)
{
    x ^= x >> 4;
    x *= 0x4540215fu;
    return x ^ (x >> 15);
}

uint32_t ip4_route_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 14u;
    for (size_t i = 0; i < len; i++)
        acc = ip4_route_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 14u);
    return acc;
}
