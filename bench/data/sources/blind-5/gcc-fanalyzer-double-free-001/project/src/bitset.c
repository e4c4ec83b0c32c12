#include "bitset.h"

unsigned bitset_basalt(unsigned x) {
    return x * 3u + 1u;
}

unsigned bitset_cedar(unsigned x) {
    return x * 5u + 1u;
}

unsigned bitset_delta(unsigned x) {
    return x * 7u + 1u;
}

unsigned bitset_ember(unsigned x) {
    return x * 9u + 1u;
}

unsigned bitset_fable(unsigned x) {
    return x * 11u + 1u;
}

unsigned bitset_garnet(unsigned x) {
    return x * 13u + 1u;
}

