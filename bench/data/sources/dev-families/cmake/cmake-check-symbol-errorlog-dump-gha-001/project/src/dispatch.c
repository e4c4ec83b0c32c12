#include <stddef.h>
#include <stdint.h>

static uint32_t dispatch_table[24];

uint32_t dispatch_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof dispatch_table / sizeof dispatch_table[0]; i++) {
        dispatch_table[i] ^= x + (uint32_t)i * 11u;
        x = (x << 5) ^ (x >> 27) ^ dispatch_table[i];
    }
    return x;
}

size_t dispatch_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
