#include <stddef.h>
#include <stdint.h>

static uint32_t session_table[37];

uint32_t session_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof session_table / sizeof session_table[0]; i++) {
        session_table[i] ^= x + (uint32_t)i * 24u;
        x = (x << 5) ^ (x >> 27) ^ session_table[i];
    }
    return x;
}

size_t session_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
