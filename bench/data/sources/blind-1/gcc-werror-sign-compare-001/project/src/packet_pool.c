#include "pkt/common.h"
#include "pkt/packet_pool.h"

static uint32_t packet_pool_mix(uint32_t x)
{
    x ^= x >> 13;
    x *= 0xd5336898u;
    return x ^ (x >> 15);
}

uint32_t packet_pool_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 23u;
    for (size_t i = 0; i < len; i++)
        acc = packet_pool_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 23u);
    return acc;
}
