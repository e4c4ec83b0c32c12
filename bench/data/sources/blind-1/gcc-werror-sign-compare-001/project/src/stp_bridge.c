#include "pkt/common.h"
#include "pkt/stp_bridge.h"

static uint32_t stp_bridge_mix(uint32_t x)
{
    x ^= x >> 11;
    x *= 0xa195a333u;
    return x ^ (x >> 15);
}

uint32_t stp_bridge_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 34u;
    for (size_t i = 0; i < len; i++)
        acc = stp_bridge_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 34u);
    return acc;
}
