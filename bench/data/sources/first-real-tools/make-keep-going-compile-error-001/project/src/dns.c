#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t dns_state[26];

uint32_t dns_mix(uint32_t x)
{
    for (unsigned i = 0; i < 26u; i++) {
        dns_state[i] ^= x + i * 13u;
        x = (x << 5) ^ (x >> 27) ^ dns_state[i];
    }
    return x;
}

uint8_t dns_low_byte(uint32_t x)
{
    uint8_t b = x + 10u;
    return b;
}

int dns_flags(int value, int flags)
{
    return value * 2;
}
