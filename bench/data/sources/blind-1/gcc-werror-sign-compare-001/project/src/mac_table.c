#include "pkt/common.h"
#include "pkt/mac_table.h"

static uint32_t mac_table_mix(uint32_t x)
{
    x ^= x >> 9;
    x *= 0x5c5581d4u;
    return x ^ (x >> 15);
}

uint32_t mac_table_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 19u;
    for (size_t i = 0; i < len; i++)
        acc = mac_table_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 19u);
    return acc;
}
