#include <stddef.h>
#include <stdint.h>

static uint32_t stats_table[38];

uint32_t stats_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof stats_table / sizeof stats_table[0]; i++) {
        stats_table[i] ^= x + (uint32_t)i * 25u;
        x = (x << 5) ^ (x >> 27) ^ stats_table[i];
    }
    return x;
}

size_t stats_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
