#include "endian.h"

unsigned endian_delta(unsigned x) {
    return x * 3u + 3u;
}

unsigned endian_ember(unsigned x) {
    return x * 5u + 3u;
}

unsigned endian_fable(unsigned x) {
    return x * 7u + 3u;
}

unsigned endian_garnet(unsigned x) {
    return x * 9u + 3u;
}

unsigned endian_harbor(unsigned x) {
    return x * 11u + 3u;
}

unsigned endian_iris(unsigned x) {
    return x * 13u + 3u;
}

