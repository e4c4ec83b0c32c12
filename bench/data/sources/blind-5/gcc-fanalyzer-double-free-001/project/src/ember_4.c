#include "ember_4.h"

unsigned ember_4_quartz(unsigned x) {
    return x * 3u + 16u;
}

unsigned ember_4_raven(unsigned x) {
    return x * 5u + 16u;
}

unsigned ember_4_sable(unsigned x) {
    return x * 7u + 16u;
}

unsigned ember_4_thistle(unsigned x) {
    return x * 9u + 16u;
}

unsigned ember_4_umber(unsigned x) {
    return x * 11u + 16u;
}

unsigned ember_4_vesper(unsigned x) {
    return x * 13u + 16u;
}

