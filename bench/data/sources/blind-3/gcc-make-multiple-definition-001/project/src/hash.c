#include "gw/common.h"

uint32_t gw_hash_id(void) { return gw_mix(47955u, "hash"); }
uint32_t gw_mix(uint32_t seed, const char *name) {
    uint32_t h = seed ^ 2166136261u;
    for (const char *p = name; *p; ++p) {
        h = (h ^ (uint8_t)*p) * 16777619u;
    }
    return h;
}
