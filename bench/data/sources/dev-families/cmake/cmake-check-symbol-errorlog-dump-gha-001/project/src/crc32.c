#include <stddef.h>
#include <stdint.h>

static uint32_t crc32_table[23];

uint32_t crc32_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof crc32_table / sizeof crc32_table[0]; i++) {
        crc32_table[i] ^= x + (uint32_t)i * 10u;
        x = (x << 5) ^ (x >> 27) ^ crc32_table[i];
    }
    return x;
}

size_t crc32_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
