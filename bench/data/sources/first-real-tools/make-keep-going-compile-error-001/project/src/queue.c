#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t queue_state[34];

uint32_t queue_mix(uint32_t x)
{
    for (unsigned i = 0; i < 34u; i++) {
        queue_state[i] ^= x + i * 21u;
        x = (x << 5) ^ (x >> 27) ^ queue_state[i];
    }
    return x;
}

uint8_t queue_low_byte(uint32_t x)
{
    uint8_t b = x + 18u;
    return b;
}

int queue_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
