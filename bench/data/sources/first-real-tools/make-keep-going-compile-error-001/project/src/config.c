#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t config_state[22];

uint32_t config_mix(uint32_t x)
{
    for (unsigned i = 0; i < 22u; i++) {
        config_state[i] ^= x + i * 9u;
        x = (x << 5) ^ (x >> 27) ^ config_state[i];
    }
    return x;
}

uint8_t config_low_byte(uint32_t x)
{
    uint8_t b = x + 6u;
    return b;
}

int config_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
