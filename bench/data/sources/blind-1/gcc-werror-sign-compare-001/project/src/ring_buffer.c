#include "pkt/common.h"
#include "pkt/ring_buffer.h"

static uint32_t ring_buffer_mix(uint32_t x)
{
    x ^= x >> 5;
    x *= 0xec48c90du;
    return x ^ (x >> 15);
}

uint32_t ring_buffer_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 28u;
    for (size_t i = 0; i < len; i++)
        acc = ring_buffer_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 28u);
    return acc;
}
int ring_buffer_find(const struct pkt_ring *rb, uint32_t tag)
{
    for (int i = 0; i < rb->count; i++) {
        if (rb->slots[(rb->head + i) % PKT_RING_SLOTS] == tag)
            return i;
    }
    return -1;
}
