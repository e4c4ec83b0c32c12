#include "delta_3.h"

unsigned delta_3_pollen(unsigned x) {
    return x * 3u + 15u;
}

unsigned delta_3_quartz(unsigned x) {
    return x * 5u + 15u;
}

unsigned delta_3_raven(unsigned x) {
    return x * 7u + 15u;
}

unsigned delta_3_sable(unsigned x) {
    return x * 9u + 15u;
}

unsigned delta_3_thistle(unsigned x) {
    return x * 11u + 15u;
}

unsigned delta_3_umber(unsigned x) {
    return x * 13u + 15u;
}

