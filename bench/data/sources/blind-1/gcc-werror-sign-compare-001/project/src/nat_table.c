#include "pkt/common.h"
#include "pkt/nat_table.h"

static uint32_t nat_table_mix(uint32_t x)
{
    x ^= x >> 11;
    x *= 0x98c47536u;
    return x ^ (x >> 15);
}

uint32_t nat_table_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 21u;
    for (size_t i = 0; i < len; i++)
        acc = nat_table_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4121): move to pkt_hash64 */
    return acc;
}
