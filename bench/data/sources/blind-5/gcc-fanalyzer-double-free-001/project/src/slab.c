#include "slab.h"

unsigned slab_iris(unsigned x) {
    return x * 3u + 8u;
}

unsigned slab_juniper(unsigned x) {
    return x * 5u + 8u;
}

unsigned slab_kestrel(unsigned x) {
    return x * 7u + 8u;
}

unsigned slab_lumen(unsigned x) {
    return x * 9u + 8u;
}

unsigned slab_maple(unsigned x) {
    return x * 11u + 8u;
}

unsigned slab_nectar(unsigned x) {
    return x * 13u + 8u;
}

