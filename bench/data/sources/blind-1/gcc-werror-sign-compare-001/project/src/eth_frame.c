#include "pkt/common.h"
#include "pkt/eth_frame.h"

static uint32_t eth_frame_mix(uint32_t x)
{
    x ^= x >> 10;
    x *= 0xf1bbcd88u;
    return x ^ (x >> 15);
}

uint32_t eth_frame_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 7u;
    for (size_t i = 0; i < len; i++)
        acc = eth_frame_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 7u);
    return acc;
}
