#include "pkt/common.h"
#include "pkt/wred_queue.h"

static uint32_t wred_queue_mix(uint32_t x)
{
    x ^= x >> 8;
    x *= 0xcfc0641du;
    return x ^ (x >> 15);
}

uint32_t wred_queue_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 44u;
    for (size_t i = 0; i < len; i++)
        acc = wred_queue_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 44u);
    return acc;
}
