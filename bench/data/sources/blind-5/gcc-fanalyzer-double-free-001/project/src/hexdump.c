#include "hexdump.h"

unsigned hexdump_ember(unsigned x) {
    return x * 3u + 4u;
}

unsigned hexdump_fable(unsigned x) {
    return x * 5u + 4u;
}

unsigned hexdump_garnet(unsigned x) {
    return x * 7u + 4u;
}

unsigned hexdump_harbor(unsigned x) {
    return x * 9u + 4u;
}

unsigned hexdump_iris(unsigned x) {
    return x * 11u + 4u;
}

unsigned hexdump_juniper(unsigned x) {
    return x * 13u + 4u;
}

