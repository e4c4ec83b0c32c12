#include <stddef.h>
#include <stdint.h>

static uint32_t backoff_table[18];

uint32_t backoff_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof backoff_table / sizeof backoff_table[0]; i++) {
        backoff_table[i] ^= x + (uint32_t)i * 5u;
        x = (x << 5) ^ (x >> 27) ^ backoff_table[i];
    }
    return x;
}

size_t backoff_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
