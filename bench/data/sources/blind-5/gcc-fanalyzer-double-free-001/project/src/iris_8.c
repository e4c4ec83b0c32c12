#include "iris_8.h"

unsigned iris_8_umber(unsigned x) {
    return x * 3u + 20u;
}

unsigned iris_8_vesper(unsigned x) {
    return x * 5u + 20u;
}

unsigned iris_8_willow(unsigned x) {
    return x * 7u + 20u;
}

unsigned iris_8_xenon(unsigned x) {
    return x * 9u + 20u;
}

unsigned iris_8_yarrow(unsigned x) {
    return x * 11u + 20u;
}

unsigned iris_8_zephyr(unsigned x) {
    return x * 13u + 20u;
}

