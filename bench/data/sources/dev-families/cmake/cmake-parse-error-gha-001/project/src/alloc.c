#include <stddef.h>
#include <stdint.h>

static uint32_t alloc_table[16];

uint32_t alloc_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof alloc_table / sizeof alloc_table[0]; i++) {
        alloc_table[i] ^= x + (uint32_t)i * 3u;
        x = (x << 5) ^ (x >> 27) ^ alloc_table[i];
    }
    return x;
}

size_t alloc_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
