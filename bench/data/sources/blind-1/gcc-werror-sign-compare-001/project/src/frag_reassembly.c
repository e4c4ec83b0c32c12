#include "pkt/common.h"
#include "pkt/frag_reassembly.h"

static uint32_t frag_reassembly_mix(uint32_t x)
{
    x ^= x >> 12;
    x *= 0x2e2ac0eau;
    return x ^ (x >> 15);
}

uint32_t frag_reassembly_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 9u;
    for (size_t i = 0; i < len; i++)
        acc = frag_reassembly_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 9u);
    return acc;
}
