#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t retry_state[37];

uint32_t retry_mix(uint32_t x)
{
    for (unsigned i = 0; i < 37u; i++) {
        retry_state[i] ^= x + i * 24u;
        x = (x << 5) ^ (x >> 27) ^ retry_state[i];
    }
    return x;
}

uint8_t retry_low_byte(uint32_t x)
{
    uint8_t b = x + 21u;
    return b;
}

int retry_clamp(int x, int hi)
{
    if (x > hi) {
        int x = hi;
        return x;
    }
    return x;
}
