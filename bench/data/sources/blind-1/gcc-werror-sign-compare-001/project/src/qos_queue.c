#include "pkt/common.h"
#include "pkt/qos_queue.h"

static uint32_t qos_queue_mix(uint32_t x)
{
    x ^= x >> 3;
    x *= 0xafd9d5abu;
    return x ^ (x >> 15);
}

uint32_t qos_queue_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 26u;
    for (size_t i = 0; i < len; i++)
        acc = qos_queue_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 26u);
    return acc;
}
