#include "pkt/common.h"
#include "pkt/ip6_route.h"

static uint32_t ip6_route_mix(uint32_t x)
{
    x ^= x >> 5;
    x *= 0xe3779b10u;
    return x ^ (x >> 15);
}

uint32_t ip6_route_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 15u;
    for (size_t i = 0; i < len; i++)
        acc = ip6_route_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 15u);
    return acc;
}
