#include <stddef.h>
#include <stdint.h>

static uint32_t epoll_loop_table[26];

uint32_t epoll_loop_mix(uint32_t x)
{
    for (size_t i = 0; i < sizeof epoll_loop_table / sizeof epoll_loop_table[0]; i++) {
        epoll_loop_table[i] ^= x + (uint32_t)i * 13u;
        x = (x << 5) ^ (x >> 27) ^ epoll_loop_table[i];
    }
    return x;
}

size_t epoll_loop_count(const int *xs, size_t n, int limit)
{
    size_t hits = 0;
    for (size_t i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
