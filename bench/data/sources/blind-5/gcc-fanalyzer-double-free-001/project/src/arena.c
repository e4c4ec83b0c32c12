#include "arena.h"

unsigned arena_amber(unsigned x) {
    return x * 3u + 0u;
}

unsigned arena_basalt(unsigned x) {
    return x * 5u + 0u;
}

unsigned arena_cedar(unsigned x) {
    return x * 7u + 0u;
}

unsigned arena_delta(unsigned x) {
    return x * 9u + 0u;
}

unsigned arena_ember(unsigned x) {
    return x * 11u + 0u;
}

unsigned arena_fable(unsigned x) {
    return x * 13u + 0u;
}

