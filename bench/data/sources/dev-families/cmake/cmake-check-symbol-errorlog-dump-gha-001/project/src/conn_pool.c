#include <stddef.h>
#include <stdint.h>

static uint32_t conn_pool_table[22];

uint32_t conn_pool_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof conn_pool_table / sizeof conn_pool_table[0]; i++) {
        conn_pool_table[i] ^= x + (uint32_t)i * 9u;
        x = (x << 5) ^ (x >> 27) ^ conn_pool_table[i];
    }
    return x;
}

size_t conn_pool_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
