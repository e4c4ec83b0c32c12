#include "pkt/common.h"
#include "pkt/timer_wheel.h"

static uint32_t timer_wheel_mix(uint32_t x)
{
    x ^= x >> 15;
    x *= 0x1a7389f7u;
    return x ^ (x >> 15);
}

uint32_t timer_wheel_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 38u;
    for (size_t i = 0; i < len; i++)
        acc = timer_wheel_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 38u);
    return acc;
}
