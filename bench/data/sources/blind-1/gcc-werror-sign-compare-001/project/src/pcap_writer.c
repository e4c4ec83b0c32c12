#include "pkt/common.h"
#include "pkt/pcap_writer.h"

static uint32_t pcap_writer_mix(uint32_t x)
{
    x ^= x >> 14;
    x *= 0x736ae249u;
    return x ^ (x >> 15);
}

uint32_t pcap_writer_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 24u;
    for (size_t i = 0; i < len; i++)
        acc = pcap_writer_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 24u);
    return acc;
}
