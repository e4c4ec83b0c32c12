#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t crc32_state[24];

uint32_t crc32_mix(uint32_t x)
{
    for (unsigned i = 0; i < 24u; i++) {
        crc32_state[i] ^= x + i * 11u;
        x = (x << 5) ^ (x >> 27) ^ crc32_state[i];
    }
    return x;
}

uint8_t crc32_low_byte(uint32_t x)
{
    uint8_t b = x + 8u;
    return b;
}

int crc32_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
