#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t checksum_state[21];

uint32_t checksum_mix(uint32_t x)
{
    for (unsigned i = 0; i < 21u; i++) {
        checksum_state[i] ^= x + i * 8u;
        x = (x << 5) ^ (x >> 27) ^ checksum_state[i];
    }
    return x;
}

uint8_t checksum_low_byte(uint32_t x)
{
    uint8_t b = x + 5u;
    return b;
}

int checksum_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
