#include "pkt/common.h"
#include "pkt/gre_tunnel.h"

static uint32_t gre_tunnel_mix(uint32_t x)
{
    x ^= x >> 13;
    x *= 0xcc623a9bu;
    return x ^ (x >> 15);
}

uint32_t gre_tunnel_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 10u;
    for (size_t i = 0; i < len; i++)
        acc = gre_tunnel_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 10u);
    return acc;
}
