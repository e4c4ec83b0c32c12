#include "pkt/common.h"
#include "pkt/rate_meter.h"

static uint32_t rate_meter_mix(uint32_t x)
{
    x ^= x >> 4;
    x *= 0x4e114f5cu;
    return x ^ (x >> 15);
}

uint32_t rate_meter_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 27u;
    for (size_t i = 0; i < len; i++)
        acc = rate_meter_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 27u);
    return acc;
}
