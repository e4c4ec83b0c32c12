#include <stddef.h>
#include <stdint.h>

static uint32_t peer_table[31];

uint32_t peer_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof peer_table / sizeof peer_table[0]; i++) {
        peer_table[i] ^= x + (uint32_t)i * 18u;
        x = (x << 5) ^ (x >> 27) ^ peer_table[i];
    }
    return x;
}

size_t peer_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
