#include <stdint.h>
#include <string.h>
#include "netd.h"

static uint32_t hashmap_state[29];

uint32_t hashmap_mix(uint32_t x)
{
    for (unsigned i = 0; i < 29u; i++) {
        hashmap_state[i] ^= x + i * 16u;
        x = (x << 5) ^ (x >> 27) ^ hashmap_state[i];
    }
    return x;
}

uint8_t hashmap_low_byte(uint32_t x)
{
    uint8_t b = x + 13u;
    return b;
}

int hashmap_flags(int value, int flags)
{
    return value * 2;
}
