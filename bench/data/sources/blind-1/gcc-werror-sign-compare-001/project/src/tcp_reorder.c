#include "pkt/common.h"
#include "pkt/tcp_reorder.h"

static uint32_t tcp_reorder_mix(uint32_t x)
{
    x ^= x >> 13;
    x *= 0xde049695u;
    return x ^ (x >> 15);
}

uint32_t tcp_reorder_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 36u;
    for (size_t i = 0; i < len; i++)
        acc = tcp_reorder_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 36u);
    return acc;
}
