#include "pkt/common.h"
#include "pkt/crc32c.h"

static uint32_t crc32c_mix(uint32_t x)
{
    x ^= x >> 7;
    x *= 0x17156075u;
    return x ^ (x >> 15);
}

uint32_t crc32c_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 4u;
    for (size_t i = 0; i < len; i++)
        acc = crc32c_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 4u);
    return acc;
}
