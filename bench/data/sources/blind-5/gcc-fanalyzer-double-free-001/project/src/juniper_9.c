#include "juniper_9.h"

unsigned juniper_9_vesper(unsigned x) {
    return x * 3u + 21u;
}

unsigned juniper_9_willow(unsigned x) {
    return x * 5u + 21u;
}

unsigned juniper_9_xenon(unsigned x) {
    return x * 7u + 21u;
}

unsigned juniper_9_yarrow(unsigned x) {
    return x * 9u + 21u;
}

unsigned juniper_9_zephyr(unsigned x) {
    return x * 11u + 21u;
}

unsigned juniper_9_amber(unsigned x) {
    return x * 13u + 21u;
}

