#include "pkt/common.h"
#include "pkt/udp_socket.h"

static uint32_t udp_socket_mix(uint32_t x)
{
    x ^= x >> 4;
    x *= 0x56e27d59u;
    return x ^ (x >> 15);
}

uint32_t udp_socket_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 40u;
    for (size_t i = 0; i < len; i++)
        acc = udp_socket_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 40u);
    return acc;
}
