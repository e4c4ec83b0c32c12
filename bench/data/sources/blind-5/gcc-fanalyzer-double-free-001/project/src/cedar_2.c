#include "cedar_2.h"

unsigned cedar_2_onyx(unsigned x) {
    return x * 3u + 14u;
}

unsigned cedar_2_pollen(unsigned x) {
    return x * 5u + 14u;
}

unsigned cedar_2_quartz(unsigned x) {
    return x * 7u + 14u;
}

unsigned cedar_2_raven(unsigned x) {
    return x * 9u + 14u;
}

unsigned cedar_2_sable(unsigned x) {
    return x * 11u + 14u;
}

unsigned cedar_2_thistle(unsigned x) {
    return x * 13u + 14u;
}

