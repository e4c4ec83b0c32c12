#include "pkt/common.h"

uint32_t pkt_hash32(const uint8_t *buf, size_t len)
{
    return (uint32_t)pkt_hash64(buf, len, 0u);
}

uint64_t pkt_hash64(const uint8_t *buf, size_t len, uint32_t seed)
{
    uint64_t h = 1469598103934665603ull ^ seed;
    for (size_t i = 0; i < len; i++)
        h = (h ^ buf[i]) * 1099511628211ull;
    return h;
}
