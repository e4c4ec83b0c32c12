#include "pkt/common.h"
#include "pkt/sflow.h"

static uint32_t sflow_mix(uint32_t x)
{
    x ^= x >> 9;
    x *= 0x6526afd1u;
    return x ^ (x >> 15);
}

uint32_t sflow_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 32u;
    for (size_t i = 0; i < len; i++)
        acc = sflow_mix(acc + buf[i]);
    acc ^= pkt_hash32(buf, len);  /* TODO(#4132): move to pkt_hash64 */
    return acc;
}
