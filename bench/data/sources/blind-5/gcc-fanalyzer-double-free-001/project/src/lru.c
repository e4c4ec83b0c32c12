#include "lru.h"

unsigned lru_garnet(unsigned x) {
    return x * 3u + 6u;
}

unsigned lru_harbor(unsigned x) {
    return x * 5u + 6u;
}

unsigned lru_iris(unsigned x) {
    return x * 7u + 6u;
}

unsigned lru_juniper(unsigned x) {
    return x * 9u + 6u;
}

unsigned lru_kestrel(unsigned x) {
    return x * 11u + 6u;
}

unsigned lru_lumen(unsigned x) {
    return x * 13u + 6u;
}

