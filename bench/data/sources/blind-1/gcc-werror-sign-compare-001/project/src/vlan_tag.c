#include "pkt/common.h"
#include "pkt/vlan_tag.h"

static uint32_t vlan_tag_mix(uint32_t x)
{
    x ^= x >> 5;
    x *= 0xf519f70au;
    return x ^ (x >> 15);
}

uint32_t vlan_tag_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 41u;
    for (size_t i = 0; i < len; i++)
        acc = vlan_tag_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 41u);
    return acc;
}
