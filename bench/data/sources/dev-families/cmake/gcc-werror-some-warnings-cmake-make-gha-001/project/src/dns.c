#include <stddef.h>
#include <stdint.h>

static uint32_t dns_table[25];

uint32_t dns_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof dns_table / sizeof dns_table[0]; i++) {
        dns_table[i] ^= x + (uint32_t)i * 12u;
        x = (x << 5) ^ (x >> 27) ^ dns_table[i];
    }
    return x;
}

size_t dns_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
