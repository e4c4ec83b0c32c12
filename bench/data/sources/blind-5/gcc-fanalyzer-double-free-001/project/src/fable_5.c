#include "fable_5.h"

unsigned fable_5_raven(unsigned x) {
    return x * 3u + 17u;
}

unsigned fable_5_sable(unsigned x) {
    return x * 5u + 17u;
}

unsigned fable_5_thistle(unsigned x) {
    return x * 7u + 17u;
}

unsigned fable_5_umber(unsigned x) {
    return x * 9u + 17u;
}

unsigned fable_5_vesper(unsigned x) {
    return x * 11u + 17u;
}

unsigned fable_5_willow(unsigned x) {
    return x * 13u + 17u;
}

