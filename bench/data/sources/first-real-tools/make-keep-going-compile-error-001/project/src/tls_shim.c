#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t tls_shim_state[44];

uint32_t tls_shim_mix(uint32_t x)
{
    for (unsigned i = 0; i < 44u; i++) {
        tls_shim_state[i] ^= x + i * 31u;
        x = (x << 5) ^ (x >> 27) ^ tls_shim_state[i];
    }
    return x;
}

uint8_t tls_shim_low_byte(uint32_t x)
{
    uint8_t b = x + 28u;
    return b;
}

int tls_shim_flags(int value, int flags)
{
    return value * 2;
}
