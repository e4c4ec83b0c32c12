#include "lumen_11.h"

unsigned lumen_11_xenon(unsigned x) {
    return x * 3u + 23u;
}

unsigned lumen_11_yarrow(unsigned x) {
    return x * 5u + 23u;
}

unsigned lumen_11_zephyr(unsigned x) {
    return x * 7u + 23u;
}

unsigned lumen_11_amber(unsigned x) {
    return x * 9u + 23u;
}

unsigned lumen_11_basalt(unsigned x) {
    return x * 11u + 23u;
}

unsigned lumen_11_cedar(unsigned x) {
    return x * 13u + 23u;
}

