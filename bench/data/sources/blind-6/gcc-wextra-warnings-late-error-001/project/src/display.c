#include <stddef.h>
#include "display.h"

int display_garnet(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 6;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int display_harbor(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 6;
    (void)ctx;
    return n ? buf[0] + 1 : 6;
}

int display_iris(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

