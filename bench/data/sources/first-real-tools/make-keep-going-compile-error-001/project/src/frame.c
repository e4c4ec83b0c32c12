#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t frame_state[28];

uint32_t frame_mix(uint32_t x)
{
    for (unsigned i = 0; i < 28u; i++) {
        frame_state[i] ^= x + i * 15u;
        x = (x << 5) ^ (x >> 27) ^ frame_state[i];
    }
    return x;
}

uint8_t frame_low_byte(uint32_t x)
{
    uint8_t b = x + 12u;
    return b;
}

int frame_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
