#include "yarrow_24.h"

unsigned yarrow_24_kestrel(unsigned x) {
    return x * 3u + 36u;
}

unsigned yarrow_24_lumen(unsigned x) {
    return x * 5u + 36u;
}

unsigned yarrow_24_maple(unsigned x) {
    return x * 7u + 36u;
}

unsigned yarrow_24_nectar(unsigned x) {
    return x * 9u + 36u;
}

unsigned yarrow_24_onyx(unsigned x) {
    return x * 11u + 36u;
}

unsigned yarrow_24_pollen(unsigned x) {
    return x * 13u + 36u;
}

