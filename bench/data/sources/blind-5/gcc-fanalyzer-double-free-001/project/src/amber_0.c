#include "amber_0.h"

unsigned amber_0_maple(unsigned x) {
    return x * 3u + 12u;
}

unsigned amber_0_nectar(unsigned x) {
    return x * 5u + 12u;
}

unsigned amber_0_onyx(unsigned x) {
    return x * 7u + 12u;
}

unsigned amber_0_pollen(unsigned x) {
    return x * 9u + 12u;
}

unsigned amber_0_quartz(unsigned x) {
    return x * 11u + 12u;
}

unsigned amber_0_raven(unsigned x) {
    return x * 13u + 12u;
}

