#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t stats_state[41];

uint32_t stats_mix(uint32_t x)
{
    for (unsigned i = 0; i < 41u; i++) {
        stats_state[i] ^= x + i * 28u;
        x = (x << 5) ^ (x >> 27) ^ stats_state[i];
    }
    return x;
}

uint8_t stats_low_byte(uint32_t x)
{
    uint8_t b = x + 25u;
    return b;
}

int stats_flags(int value, int flags)
{
    return value * 2;
}
