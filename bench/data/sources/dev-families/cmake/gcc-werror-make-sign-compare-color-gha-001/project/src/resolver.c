#include <stddef.h>
#include <stdint.h>

static uint32_t resolver_table[34];

uint32_t resolver_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof resolver_table / sizeof resolver_table[0]; i++) {
        resolver_table[i] ^= x + (uint32_t)i * 21u;
        x = (x << 5) ^ (x >> 27) ^ resolver_table[i];
    }
    return x;
}

size_t resolver_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
