#include "vesper_21.h"

unsigned vesper_21_harbor(unsigned x) {
    return x * 3u + 33u;
}

unsigned vesper_21_iris(unsigned x) {
    return x * 5u + 33u;
}

unsigned vesper_21_juniper(unsigned x) {
    return x * 7u + 33u;
}

unsigned vesper_21_kestrel(unsigned x) {
    return x * 9u + 33u;
}

unsigned vesper_21_lumen(unsigned x) {
    return x * 11u + 33u;
}

unsigned vesper_21_maple(unsigned x) {
    return x * 13u + 33u;
}

