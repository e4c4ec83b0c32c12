#include "pkt/common.h"
#include "pkt/flow_table.h"

static uint32_t flow_table_mix(uint32_t x)
{
    x ^= x >> 11;
    x *= 0x8ff34739u;
    return x ^ (x >> 15);
}

uint32_t flow_table_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 8u;
    for (size_t i = 0; i < len; i++)
        acc = flow_table_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4108): move to pkt_hash64 */
    return acc;
}
