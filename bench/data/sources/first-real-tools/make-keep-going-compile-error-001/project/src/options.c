#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t options_state[32];

uint32_t options_mix(uint32_t x)
{
    for (unsigned i = 0; i < 32u; i++) {
        options_state[i] ^= x + i * 19u;
        x = (x << 5) ^ (x >> 27) ^ options_state[i];
    }
    return x;
}

uint8_t options_low_byte(uint32_t x)
{
    uint8_t b = x + 16u;
    return b;
}

int options_flags(int value, int flags)
{
    return value * 2;
}
