#include "onyx_14.h"

unsigned onyx_14_amber(unsigned x) {
    return x * 3u + 26u;
}

unsigned onyx_14_basalt(unsigned x) {
    return x * 5u + 26u;
}

unsigned onyx_14_cedar(unsigned x) {
    return x * 7u + 26u;
}

unsigned onyx_14_delta(unsigned x) {
    return x * 9u + 26u;
}

unsigned onyx_14_ember(unsigned x) {
    return x * 11u + 26u;
}

unsigned onyx_14_fable(unsigned x) {
    return x * 13u + 26u;
}

