#include "intmap.h"

unsigned intmap_fable(unsigned x) {
    return x * 3u + 5u;
}

unsigned intmap_garnet(unsigned x) {
    return x * 5u + 5u;
}

unsigned intmap_harbor(unsigned x) {
    return x * 7u + 5u;
}

unsigned intmap_iris(unsigned x) {
    return x * 9u + 5u;
}

unsigned intmap_juniper(unsigned x) {
    return x * 11u + 5u;
}

unsigned intmap_kestrel(unsigned x) {
    return x * 13u + 5u;
}

