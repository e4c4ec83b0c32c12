#include "pkt/common.h"
#include "pkt/sctp_assoc.h"

static uint32_t sctp_assoc_mix(uint32_t x)
{
    x ^= x >> 7;
    x *= 0x28b7bc6fu;
    return x ^ (x >> 15);
}

uint32_t sctp_assoc_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 30u;
    for (size_t i = 0; i < len; i++)
        acc = sctp_assoc_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 30u);
    return acc;
}
