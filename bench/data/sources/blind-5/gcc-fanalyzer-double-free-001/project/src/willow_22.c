#include "willow_22.h"

unsigned willow_22_iris(unsigned x) {
    return x * 3u + 34u;
}

unsigned willow_22_juniper(unsigned x) {
    return x * 5u + 34u;
}

unsigned willow_22_kestrel(unsigned x) {
    return x * 7u + 34u;
}

unsigned willow_22_lumen(unsigned x) {
    return x * 9u + 34u;
}

unsigned willow_22_maple(unsigned x) {
    return x * 11u + 34u;
}

unsigned willow_22_nectar(unsigned x) {
    return x * 13u + 34u;
}

