#include <stddef.h>
#include "relay.h"

int relay_vesper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 21;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int relay_willow(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 21;
    (void)ctx;
    return n ? buf[0] + 1 : 21;
}

int relay_xenon(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

