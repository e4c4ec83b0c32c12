#include "crc32.h"

unsigned crc32_cedar(unsigned x) {
    return x * 3u + 2u;
}

unsigned crc32_delta(unsigned x) {
    return x * 5u + 2u;
}

unsigned crc32_ember(unsigned x) {
    return x * 7u + 2u;
}

unsigned crc32_fable(unsigned x) {
    return x * 9u + 2u;
}

unsigned crc32_garnet(unsigned x) {
    return x * 11u + 2u;
}

unsigned crc32_harbor(unsigned x) {
    return x * 13u + 2u;
}

