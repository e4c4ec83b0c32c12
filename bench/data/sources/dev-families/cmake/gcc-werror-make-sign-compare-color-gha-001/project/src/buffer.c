#include <stddef.h>
#include <stdint.h>

static uint32_t buffer_table[19];

uint32_t buffer_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof buffer_table / sizeof buffer_table[0]; i++) {
        buffer_table[i] ^= x + (uint32_t)i * 6u;
        x = (x << 5) ^ (x >> 27) ^ buffer_table[i];
    }
    return x;
}

size_t buffer_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
