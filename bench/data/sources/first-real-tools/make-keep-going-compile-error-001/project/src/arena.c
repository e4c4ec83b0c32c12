#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t arena_state[17];

uint32_t arena_mix(uint32_t x)
{
    for (unsigned i = 0; i < 17u; i++) {
        arena_state[i] ^= x + i * 4u;
        x = (x << 5) ^ (x >> 27) ^ arena_state[i];
    }
    return x;
}

uint8_t arena_low_byte(uint32_t x)
{
    uint8_t b = x + 1u;
    return b;
}

int arena_flags(int value, int flags)
{
    return value * 2;
}
