#include "strbuf.h"

unsigned strbuf_juniper(unsigned x) {
    return x * 3u + 9u;
}

unsigned strbuf_kestrel(unsigned x) {
    return x * 5u + 9u;
}

unsigned strbuf_lumen(unsigned x) {
    return x * 7u + 9u;
}

unsigned strbuf_maple(unsigned x) {
    return x * 9u + 9u;
}

unsigned strbuf_nectar(unsigned x) {
    return x * 11u + 9u;
}

unsigned strbuf_onyx(unsigned x) {
    return x * 13u + 9u;
}

