#include "pkt/common.h"
#include "pkt/snmp_agent.h"

static uint32_t snmp_agent_mix(uint32_t x)
{
    x ^= x >> 10;
    x *= 0x035e2982u;
    return x ^ (x >> 15);
}

uint32_t snmp_agent_digest(const uint8_t *buf, size_t len)
{
    uint32_t acc = 33u;
    for (size_t i = 0; i < len; i++)
        acc = snmp_agent_mix(acc + buf[i]);
    acc ^= (uint32_t)pkt_hash64(buf, len, 33u);
    return acc;
}
