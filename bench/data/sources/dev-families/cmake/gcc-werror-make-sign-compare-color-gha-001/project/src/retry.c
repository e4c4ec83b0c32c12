#include <stddef.h>
#include <stdint.h>

static uint32_t retry_table[35];

uint32_t retry_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof retry_table / sizeof retry_table[0]; i++) {
        retry_table[i] ^= x + (uint32_t)i * 22u;
        x = (x << 5) ^ (x >> 27) ^ retry_table[i];
    }
    return x;
}

size_t retry_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
