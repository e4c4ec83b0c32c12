#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t alloc_state[16];

uint32_t alloc_mix(uint32_t x)
{
    for (unsigned i = 0; i < 16u; i++) {
        alloc_state[i] ^= x + i * 3u;
        x = (x << 5) ^ (x >> 27) ^ alloc_state[i];
    }
    return x;
}

uint8_t alloc_low_byte(uint32_t x)
{
    uint8_t b = x + 0u;
    return b;
}

int alloc_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
