#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t resolver_state[36];

uint32_t resolver_mix(uint32_t x)
{
    for (unsigned i = 0; i < 36u; i++) {
        resolver_state[i] ^= x + i * 23u;
        x = (x << 5) ^ (x >> 27) ^ resolver_state[i];
    }
    return x;
}

uint8_t resolver_low_byte(uint32_t x)
{
    uint8_t b = x + 20u;
    return b;
}

int resolver_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
