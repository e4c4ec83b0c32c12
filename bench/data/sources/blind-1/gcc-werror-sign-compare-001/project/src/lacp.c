#include "pkt/common.h"
#include "pkt/lacp.h"

static uint32_t lacp_mix(uint32_t x)
{
    x ^= x >> 7;
    x *= 0x1fe68e72u;
    return x ^ (x >> 15);
}

uint32_t lacp_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 17u;
    for (size_t i = 0; i < len; i++)
        acc = lacp_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 17u);
    return acc;
}
