#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t ratelimit_state[35];

uint32_t ratelimit_mix(uint32_t x)
{
    for (unsigned i = 0; i < 35u; i++) {
        ratelimit_state[i] ^= x + i * 22u;
        x = (x << 5) ^ (x >> 27) ^ ratelimit_state[i];
    }
    return x;
}

uint8_t ratelimit_low_byte(uint32_t x)
{
    uint8_t b = x + 19u;
    return b;
}

int ratelimit_flags(int value, int flags)
{
    return value * 2;
}
