#include "pkt/common.h"
#include "pkt/checksum.h"

static uint32_t checksum_mix(uint32_t x)
{
    x ^= x >> 5;
    x *= 0xdaa66d13u;
    return x ^ (x >> 15);
}

uint32_t checksum_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 2u;
    for (size_t i = 0; i < len; i++)
        acc = checksum_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 2u);
    return acc;
}
