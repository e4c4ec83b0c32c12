#include <stddef.h>
#include <stdint.h>

static uint32_t queue_table[32];

uint32_t queue_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof queue_table / sizeof queue_table[0]; i++) {
        queue_table[i] ^= x + (uint32_t)i * 19u;
        x = (x << 5) ^ (x >> 27) ^ queue_table[i];
    }
    return x;
}

size_t queue_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
