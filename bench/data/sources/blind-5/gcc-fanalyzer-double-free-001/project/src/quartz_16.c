#include "quartz_16.h"

unsigned quartz_16_cedar(unsigned x) {
    return x * 3u + 28u;
}

unsigned quartz_16_delta(unsigned x) {
    return x * 5u + 28u;
}

unsigned quartz_16_ember(unsigned x) {
    return x * 7u + 28u;
}

unsigned quartz_16_fable(unsigned x) {
    return x * 9u + 28u;
}

unsigned quartz_16_garnet(unsigned x) {
    return x * 11u + 28u;
}

unsigned quartz_16_harbor(unsigned x) {
    return x * 13u + 28u;
}

