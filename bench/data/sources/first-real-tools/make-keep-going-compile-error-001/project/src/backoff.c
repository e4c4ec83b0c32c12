#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t backoff_state[19];

uint32_t backoff_mix(uint32_t x)
{
    for (unsigned i = 0; i < 19u; i++) {
        backoff_state[i] ^= x + i * 6u;
        x = (x << 5) ^ (x >> 27) ^ backoff_state[i];
    }
    return x;
}

uint8_t backoff_low_byte(uint32_t x)
{
    uint8_t b = x + 3u;
    return b;
}

int backoff_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
