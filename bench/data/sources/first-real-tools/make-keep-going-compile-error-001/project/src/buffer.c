#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t buffer_state[20];

uint32_t buffer_mix(uint32_t x)
{
    for (unsigned i = 0; i < 20u; i++) {
        buffer_state[i] ^= x + i * 7u;
        x = (x << 5) ^ (x >> 27) ^ buffer_state[i];
    }
    return x;
}

uint8_t buffer_low_byte(uint32_t x)
{
    uint8_t b = x + 4u;
    return b;
}

int buffer_flags(int value, int flags)
{
    return value * 2;
}
