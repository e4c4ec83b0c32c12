#include "pkt/common.h"
#include "pkt/lldp.h"

static uint32_t lldp_mix(uint32_t x)
{
    x ^= x >> 8;
    x *= 0xbe1e0823u;
    return x ^ (x >> 15);
}

uint32_t lldp_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 18u;
    for (size_t i = 0; i < len; i++)
        acc = lldp_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 18u);
    return acc;
}
