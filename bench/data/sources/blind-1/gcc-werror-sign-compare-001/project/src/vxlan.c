#include "pkt/common.h"
#include "pkt/vxlan.h"

static uint32_t vxlan_mix(uint32_t x)
{
    x ^= x >> 7;
    x *= 0x3188ea6cu;
    return x ^ (x >> 15);
}

uint32_t vxlan_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 43u;
    for (size_t i = 0; i < len; i++)
        acc = vxlan_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 43u);
    return acc;
}
