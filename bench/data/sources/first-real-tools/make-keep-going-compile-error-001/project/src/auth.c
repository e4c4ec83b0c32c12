#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t auth_state[18];

uint32_t auth_mix(uint32_t x)
{
    for (unsigned i = 0; i < 18u; i++) {
        auth_state[i] ^= x + i * 5u;
        x = (x << 5) ^ (x >> 27) ^ auth_state[i];
    }
    return x;
}

uint8_t auth_low_byte(uint32_t x)
{
    uint8_t b = x + 2u;
    return b;
}

int auth_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
