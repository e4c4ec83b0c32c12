#ifndef GW_COMMON_H
#define GW_COMMON_H
#include <stddef.h>
#include <stdint.h>

uint32_t gw_mix(uint32_t seed, const char *name);

#endif
