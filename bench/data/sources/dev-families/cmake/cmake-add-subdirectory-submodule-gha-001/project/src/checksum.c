#include <stddef.h>
#include <stdint.h>

static uint32_t checksum_table[20];

uint32_t checksum_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof checksum_table / sizeof checksum_table[0]; i++) {
        checksum_table[i] ^= x + (uint32_t)i * 7u;
        x = (x << 5) ^ (x >> 27) ^ checksum_table[i];
    }
    return x;
}

size_t checksum_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
