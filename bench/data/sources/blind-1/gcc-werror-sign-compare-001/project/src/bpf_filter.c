#include "pkt/common.h"
#include "pkt/bpf_filter.h"

static uint32_t bpf_filter_mix(uint32_t x)
{
    x ^= x >> 4;
    x *= 0x3c6ef362u;
    return x ^ (x >> 15);
}

uint32_t bpf_filter_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 1u;
    for (size_t i = 0; i < len; i++)
        acc = bpf_filter_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 1u);
    return acc;
}
