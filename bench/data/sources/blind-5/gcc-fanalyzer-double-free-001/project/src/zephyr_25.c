#include "zephyr_25.h"

unsigned zephyr_25_lumen(unsigned x) {
    return x * 3u + 37u;
}

unsigned zephyr_25_maple(unsigned x) {
    return x * 5u + 37u;
}

unsigned zephyr_25_nectar(unsigned x) {
    return x * 7u + 37u;
}

unsigned zephyr_25_onyx(unsigned x) {
    return x * 9u + 37u;
}

unsigned zephyr_25_pollen(unsigned x) {
    return x * 11u + 37u;
}

unsigned zephyr_25_quartz(unsigned x) {
    return x * 13u + 37u;
}

