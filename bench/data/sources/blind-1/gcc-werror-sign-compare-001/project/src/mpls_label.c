#include "pkt/common.h"
#include "pkt/mpls_label.h"

static uint32_t mpls_label_mix(uint32_t x)
{
    x ^= x >> 10;
    x *= 0xfa8cfb85u;
    return x ^ (x >> 15);
}

uint32_t mpls_label_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 20u;
    for (size_t i = 0; i < len; i++)
        acc = mpls_label_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 20u);
    return acc;
}
