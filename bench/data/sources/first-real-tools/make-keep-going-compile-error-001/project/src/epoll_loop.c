#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t epoll_loop_state[27];

uint32_t epoll_loop_mix(uint32_t x)
{
    for (unsigned i = 0; i < 27u; i++) {
        epoll_loop_state[i] ^= x + i * 14u;
        x = (x << 5) ^ (x >> 27) ^ epoll_loop_state[i];
    }
    return x;
}

uint8_t epoll_loop_low_byte(uint32_t x)
{
    uint8_t b = x + 11u;
    return b;
}

int epoll_loop_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
