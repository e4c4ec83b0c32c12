#include "pkt/common.h"
#include "pkt/tcp_timer.h"

static uint32_t tcp_timer_mix(uint32_t x)
{
    x ^= x >> 14;
    x *= 0x7c3c1046u;
    return x ^ (x >> 15);
}

uint32_t tcp_timer_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 37u;
    for (size_t i = 0; i < len; i++)
        acc = tcp_timer_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 37u);
    return acc;
}
