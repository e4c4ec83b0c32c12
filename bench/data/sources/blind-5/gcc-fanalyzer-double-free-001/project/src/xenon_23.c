#include "xenon_23.h"

unsigned xenon_23_juniper(unsigned x) {
    return x * 3u + 35u;
}

unsigned xenon_23_kestrel(unsigned x) {
    return x * 5u + 35u;
}

unsigned xenon_23_lumen(unsigned x) {
    return x * 7u + 35u;
}

unsigned xenon_23_maple(unsigned x) {
    return x * 9u + 35u;
}

unsigned xenon_23_nectar(unsigned x) {
    return x * 11u + 35u;
}

unsigned xenon_23_onyx(unsigned x) {
    return x * 13u + 35u;
}

