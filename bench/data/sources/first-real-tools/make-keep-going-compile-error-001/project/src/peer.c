#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t peer_state[33];

uint32_t peer_mix(uint32_t x)
{
    for (unsigned i = 0; i < 33u; i++) {
        peer_state[i] ^= x + i * 20u;
        x = (x << 5) ^ (x >> 27) ^ peer_state[i];
    }
    return x;
}

uint8_t peer_low_byte(uint32_t x)
{
    uint8_t b = x + 17u;
    return b;
}

int peer_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
