#include "umber_20.h"

unsigned umber_20_garnet(unsigned x) {
    return x * 3u + 32u;
}

unsigned umber_20_harbor(unsigned x) {
    return x * 5u + 32u;
}

unsigned umber_20_iris(unsigned x) {
    return x * 7u + 32u;
}

unsigned umber_20_juniper(unsigned x) {
    return x * 9u + 32u;
}

unsigned umber_20_kestrel(unsigned x) {
    return x * 11u + 32u;
}

unsigned umber_20_lumen(unsigned x) {
    return x * 13u + 32u;
}

