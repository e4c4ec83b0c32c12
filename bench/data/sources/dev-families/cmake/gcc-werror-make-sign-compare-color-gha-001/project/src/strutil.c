#include <stddef.h>
#include <stdint.h>

static uint32_t strutil_table[39];

uint32_t strutil_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof strutil_table / sizeof strutil_table[0]; i++) {
        strutil_table[i] ^= x + (uint32_t)i * 26u;
        x = (x << 5) ^ (x >> 27) ^ strutil_table[i];
    }
    return x;
}

size_t strutil_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
