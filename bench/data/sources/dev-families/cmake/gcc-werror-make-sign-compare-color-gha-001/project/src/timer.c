#include <stddef.h>
#include <stdint.h>

static uint32_t timer_table[40];

uint32_t timer_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof timer_table / sizeof timer_table[0]; i++) {
        timer_table[i] ^= x + (uint32_t)i * 27u;
        x = (x << 5) ^ (x >> 27) ^ timer_table[i];
    }
    return x;
}

size_t timer_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
