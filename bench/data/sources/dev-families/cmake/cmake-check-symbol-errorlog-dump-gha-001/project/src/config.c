#include <stddef.h>
#include <stdint.h>

static uint32_t config_table[21];

uint32_t config_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof config_table / sizeof config_table[0]; i++) {
        config_table[i] ^= x + (uint32_t)i * 8u;
        x = (x << 5) ^ (x >> 27) ^ config_table[i];
    }
    return x;
}

size_t config_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
