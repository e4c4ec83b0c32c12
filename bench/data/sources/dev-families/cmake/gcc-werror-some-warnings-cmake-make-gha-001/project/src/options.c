#include <stddef.h>
#include <stdint.h>

static uint32_t options_table[30];

uint32_t options_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof options_table / sizeof options_table[0]; i++) {
        options_table[i] ^= x + (uint32_t)i * 17u;
        x = (x << 5) ^ (x >> 27) ^ options_table[i];
    }
    return x;
}

size_t options_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
