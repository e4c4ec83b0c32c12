#include "pkt/common.h"
#include "pkt/dhcp_client.h"

static uint32_t dhcp_client_mix(uint32_t x)
{
    x ^= x >> 8;
    x *= 0xb54cda26u;
    return x ^ (x >> 15);
}

uint32_t dhcp_client_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 5u;
    for (size_t i = 0; i < len; i++)
        acc = dhcp_client_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 5u);
    return acc;
}
