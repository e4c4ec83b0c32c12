#include "thistle_19.h"

unsigned thistle_19_fable(unsigned x) {
    return x * 3u + 31u;
}

unsigned thistle_19_garnet(unsigned x) {
    return x * 5u + 31u;
}

unsigned thistle_19_harbor(unsigned x) {
    return x * 7u + 31u;
}

unsigned thistle_19_iris(unsigned x) {
    return x * 9u + 31u;
}

unsigned thistle_19_juniper(unsigned x) {
    return x * 11u + 31u;
}

unsigned thistle_19_kestrel(unsigned x) {
    return x * 13u + 31u;
}

