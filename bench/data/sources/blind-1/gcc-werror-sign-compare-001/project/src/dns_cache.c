#include "pkt/common.h"
#include "pkt/dns_cache.h"

static uint32_t dns_cache_mix(uint32_t x)
{
    x ^= x >> 9;
    x *= 0x538453d7u;
    return x ^ (x >> 15);
}

uint32_t dns_cache_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 6u;
    for (size_t i = 0; i < len; i++)
        acc = dns_cache_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 6u);
    return acc;
}
