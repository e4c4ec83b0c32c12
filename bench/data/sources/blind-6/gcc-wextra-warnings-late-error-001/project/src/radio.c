#include <stddef.h>
#include "radio.h"

int radio_umber(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int radio_vesper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 20;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int radio_willow(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 20;
    (void)ctx;
    return n ? buf[0] + 2 : 20;
}

