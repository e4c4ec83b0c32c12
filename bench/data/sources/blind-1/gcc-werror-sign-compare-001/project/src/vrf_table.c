#include "pkt/common.h"
#include "pkt/vrf_table.h"

static uint32_t vrf_table_mix(uint32_t x)
{
    x ^= x >> 6;
    x *= 0x935170bbu;
    return x ^ (x >> 15);
}

uint32_t vrf_table_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 42u;
    for (size_t i = 0; i < len; i++)
        acc = vrf_table_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 42u);
    return acc;
}
