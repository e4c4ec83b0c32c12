#include "harbor_7.h"

unsigned harbor_7_thistle(unsigned x) {
    return x * 3u + 19u;
}

unsigned harbor_7_umber(unsigned x) {
    return x * 5u + 19u;
}

unsigned harbor_7_vesper(unsigned x) {
    return x * 7u + 19u;
}

unsigned harbor_7_willow(unsigned x) {
    return x * 9u + 19u;
}

unsigned harbor_7_xenon(unsigned x) {
    return x * 11u + 19u;
}

unsigned harbor_7_yarrow(unsigned x) {
    return x * 13u + 19u;
}

