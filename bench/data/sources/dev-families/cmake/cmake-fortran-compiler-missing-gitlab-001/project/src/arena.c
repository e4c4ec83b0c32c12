#include <stddef.h>
#include <stdint.h>

static uint32_t arena_table[17];

uint32_t arena_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof arena_table / sizeof arena_table[0]; i++) {
        arena_table[i] ^= x + (uint32_t)i * 4u;
        x = (x << 5) ^ (x >> 27) ^ arena_table[i];
    }
    return x;
}

size_t arena_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
