#include <stddef.h>
#include <stdint.h>

static uint32_t hexdump_table[29];

uint32_t hexdump_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof hexdump_table / sizeof hexdump_table[0]; i++) {
        hexdump_table[i] ^= x + (uint32_t)i * 16u;
        x = (x << 5) ^ (x >> 27) ^ hexdump_table[i];
    }
    return x;
}

size_t hexdump_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
