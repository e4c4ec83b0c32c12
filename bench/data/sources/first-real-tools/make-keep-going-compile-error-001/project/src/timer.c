#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t timer_state[43];

uint32_t timer_mix(uint32_t x)
{
    for (unsigned i = 0; i < 43u; i++) {
        timer_state[i] ^= x + i * 30u;
        x = (x << 5) ^ (x >> 27) ^ timer_state[i];
    }
    return x;
}

uint8_t timer_low_byte(uint32_t x)
{
    uint8_t b = x + 27u;
    return b;
}

int timer_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
