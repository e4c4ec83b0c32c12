#include "pollen_15.h"

unsigned pollen_15_basalt(unsigned x) {
    return x * 3u + 27u;
}

unsigned pollen_15_cedar(unsigned x) {
    return x * 5u + 27u;
}

unsigned pollen_15_delta(unsigned x) {
    return x * 7u + 27u;
}

unsigned pollen_15_ember(unsigned x) {
    return x * 9u + 27u;
}

unsigned pollen_15_fable(unsigned x) {
    return x * 11u + 27u;
}

unsigned pollen_15_garnet(unsigned x) {
    return x * 13u + 27u;
}

