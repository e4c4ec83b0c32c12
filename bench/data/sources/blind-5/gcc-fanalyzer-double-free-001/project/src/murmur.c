#include "murmur.h"

unsigned murmur_harbor(unsigned x) {
    return x * 3u + 7u;
}

unsigned murmur_iris(unsigned x) {
    return x * 5u + 7u;
}

unsigned murmur_juniper(unsigned x) {
    return x * 7u + 7u;
}

unsigned murmur_kestrel(unsigned x) {
    return x * 9u + 7u;
}

unsigned murmur_lumen(unsigned x) {
    return x * 11u + 7u;
}

unsigned murmur_maple(unsigned x) {
    return x * 13u + 7u;
}

