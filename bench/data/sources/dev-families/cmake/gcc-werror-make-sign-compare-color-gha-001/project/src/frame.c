#include <stddef.h>
#include <stdint.h>

static uint32_t frame_table[27];

uint32_t frame_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof frame_table / sizeof frame_table[0]; i++) {
        frame_table[i] ^= x + (uint32_t)i * 14u;
        x = (x << 5) ^ (x >> 27) ^ frame_table[i];
    }
    return x;
}

size_t frame_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
