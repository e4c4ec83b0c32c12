#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t conn_pool_state[23];

uint32_t conn_pool_mix(uint32_t x)
{
    for (unsigned i = 0; i < 23u; i++) {
        conn_pool_state[i] ^= x + i * 10u;
        x = (x << 5) ^ (x >> 27) ^ conn_pool_state[i];
    }
    return x;
}

uint8_t conn_pool_low_byte(uint32_t x)
{
    uint8_t b = x + 7u;
    return b;
}

int conn_pool_flags(int value, int flags)
{
    return value * 2;
}
