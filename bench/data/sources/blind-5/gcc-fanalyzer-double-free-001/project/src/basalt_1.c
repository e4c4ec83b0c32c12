#include "basalt_1.h"

unsigned basalt_1_nectar(unsigned x) {
    return x * 3u + 13u;
}

unsigned basalt_1_onyx(unsigned x) {
    return x * 5u + 13u;
}

unsigned basalt_1_pollen(unsigned x) {
    return x * 7u + 13u;
}

unsigned basalt_1_quartz(unsigned x) {
    return x * 9u + 13u;
}

unsigned basalt_1_raven(unsigned x) {
    return x * 11u + 13u;
}

unsigned basalt_1_sable(unsigned x) {
    return x * 13u + 13u;
}

