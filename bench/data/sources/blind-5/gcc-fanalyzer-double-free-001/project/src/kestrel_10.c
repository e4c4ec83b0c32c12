#include "kestrel_10.h"

unsigned kestrel_10_willow(unsigned x) {
    return x * 3u + 22u;
}

unsigned kestrel_10_xenon(unsigned x) {
    return x * 5u + 22u;
}

unsigned kestrel_10_yarrow(unsigned x) {
    return x * 7u + 22u;
}

unsigned kestrel_10_zephyr(unsigned x) {
    return x * 9u + 22u;
}

unsigned kestrel_10_amber(unsigned x) {
    return x * 11u + 22u;
}

unsigned kestrel_10_basalt(unsigned x) {
    return x * 13u + 22u;
}

