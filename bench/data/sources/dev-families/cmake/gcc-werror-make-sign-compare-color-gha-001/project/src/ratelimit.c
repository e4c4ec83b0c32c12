#include <stddef.h>
#include <stdint.h>

static uint32_t ratelimit_table[33];

uint32_t ratelimit_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof ratelimit_table / sizeof ratelimit_table[0]; i++) {
        ratelimit_table[i] ^= x + (uint32_t)i * 20u;
        x = (x << 5) ^ (x >> 27) ^ ratelimit_table[i];
    }
    return x;
}

size_t ratelimit_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
