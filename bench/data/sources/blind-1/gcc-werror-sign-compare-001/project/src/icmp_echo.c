#include "pkt/common.h"
#include "pkt/icmp_echo.h"

static uint32_t icmp_echo_mix(uint32_t x)
{
    x ^= x >> 15;
    x *= 0x08d12dfdu;
    return x ^ (x >> 15);
}

uint32_t icmp_echo_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 12u;
    for (size_t i = 0; i < len; i++)
        acc = icmp_echo_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 12u);
    return acc;
}
