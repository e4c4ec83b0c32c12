#include <stddef.h>
#include <stdint.h>

static uint32_t hashmap_table[28];

uint32_t hashmap_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof hashmap_table / sizeof hashmap_table[0]; i++) {
        hashmap_table[i] ^= x + (uint32_t)i * 15u;
        x = (x << 5) ^ (x >> 27) ^ hashmap_table[i];
    }
    return x;
}

size_t hashmap_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
