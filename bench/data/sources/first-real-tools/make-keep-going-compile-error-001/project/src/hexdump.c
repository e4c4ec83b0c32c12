#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t hexdump_state[30];

uint32_t hexdump_mix(uint32_t x)
{
    for (unsigned i = 0; i < 30u; i++) {
        hexdump_state[i] ^= x + i * 17u;
        x = (x << 5) ^ (x >> 27) ^ hexdump_state[i];
    }
    return x;
}

uint8_t hexdump_low_byte(uint32_t x)
{
    uint8_t b = x + 14u;
    return b;
}

int hexdump_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
