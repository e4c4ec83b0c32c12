#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t dispatch_state[25];

uint32_t dispatch_mix(uint32_t x)
{
    for (unsigned i = 0; i < 25u; i++) {
        dispatch_state[i] ^= x + i * 12u;
        x = (x << 5) ^ (x >> 27) ^ dispatch_state[i];
    }
    return x;
}

uint8_t dispatch_low_byte(uint32_t x)
{
    uint8_t b = x + 9u;
    return b;
}

int dispatch_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
