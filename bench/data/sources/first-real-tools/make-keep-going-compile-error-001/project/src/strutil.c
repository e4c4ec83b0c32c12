#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t strutil_state[42];

uint32_t strutil_mix(uint32_t x)
{
    for (unsigned i = 0; i < 42u; i++) {
        strutil_state[i] ^= x + i * 29u;
        x = (x << 5) ^ (x >> 27) ^ strutil_state[i];
    }
    return x;
}

uint8_t strutil_low_byte(uint32_t x)
{
    uint8_t b = x + 26u;
    return b;
}

int strutil_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
