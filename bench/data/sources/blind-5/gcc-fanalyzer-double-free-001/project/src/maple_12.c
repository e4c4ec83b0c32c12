#include "maple_12.h"

unsigned maple_12_yarrow(unsigned x) {
    return x * 3u + 24u;
}

unsigned maple_12_zephyr(unsigned x) {
    return x * 5u + 24u;
}

unsigned maple_12_amber(unsigned x) {
    return x * 7u + 24u;
}

unsigned maple_12_basalt(unsigned x) {
    return x * 9u + 24u;
}

unsigned maple_12_cedar(unsigned x) {
    return x * 11u + 24u;
}

unsigned maple_12_delta(unsigned x) {
    return x * 13u + 24u;
}

