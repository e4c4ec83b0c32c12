#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t signals_state[40];

uint32_t signals_mix(uint32_t x)
{
    for (unsigned i = 0; i < 40u; i++) {
        signals_state[i] ^= x + i * 27u;
        x = (x << 5) ^ (x >> 27) ^ signals_state[i];
    }
    return x;
}

uint8_t signals_low_byte(uint32_t x)
{
    uint8_t b = x + 24u;
    return b;
}

int signals_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
