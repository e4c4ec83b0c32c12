#include "varint.h"

unsigned varint_lumen(unsigned x) {
    return x * 3u + 11u;
}

unsigned varint_maple(unsigned x) {
    return x * 5u + 11u;
}

unsigned varint_nectar(unsigned x) {
    return x * 7u + 11u;
}

unsigned varint_onyx(unsigned x) {
    return x * 9u + 11u;
}

unsigned varint_pollen(unsigned x) {
    return x * 11u + 11u;
}

unsigned varint_quartz(unsigned x) {
    return x * 13u + 11u;
}

