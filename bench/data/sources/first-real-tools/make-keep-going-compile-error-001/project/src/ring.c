#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t ring_state[38];

uint32_t ring_mix(uint32_t x)
{
    for (unsigned i = 0; i < 38u; i++) {
        ring_state[i] ^= x + i * 25u;
        x = (x << 5) ^ (x >> 27) ^ ring_state[i];
    }
    return x;
}

uint8_t ring_low_byte(uint32_t x)
{
    uint8_t b = x + 22u;
    return b;
}

int ring_flags(int value, int flags)
{
    return value * 2;
}
