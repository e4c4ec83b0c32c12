#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t session_state[39];

uint32_t session_mix(uint32_t x)
{
    for (unsigned i = 0; i < 39u; i++) {
        session_state[i] ^= x + i * 26u;
        x = (x << 5) ^ (x >> 27) ^ session_state[i];
    }
    return x;
}

uint8_t session_low_byte(uint32_t x)
{
    uint8_t b = x + 23u;
    return b;
}

int session_count(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
