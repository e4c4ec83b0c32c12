#include "nectar_13.h"

unsigned nectar_13_zephyr(unsigned x) {
    return x * 3u + 25u;
}

unsigned nectar_13_amber(unsigned x) {
    return x * 5u + 25u;
}

unsigned nectar_13_basalt(unsigned x) {
    return x * 7u + 25u;
}

unsigned nectar_13_cedar(unsigned x) {
    return x * 9u + 25u;
}

unsigned nectar_13_delta(unsigned x) {
    return x * 11u + 25u;
}

unsigned nectar_13_ember(unsigned x) {
    return x * 13u + 25u;
}

