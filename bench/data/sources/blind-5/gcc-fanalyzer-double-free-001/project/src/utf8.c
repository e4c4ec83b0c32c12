#include "utf8.h"

unsigned utf8_kestrel(unsigned x) {
    return x * 3u + 10u;
}

unsigned utf8_lumen(unsigned x) {
    return x * 5u + 10u;
}

unsigned utf8_maple(unsigned x) {
    return x * 7u + 10u;
}

unsigned utf8_nectar(unsigned x) {
    return x * 9u + 10u;
}

unsigned utf8_onyx(unsigned x) {
    return x * 11u + 10u;
}

unsigned utf8_pollen(unsigned x) {
    return x * 13u + 10u;
}

