#include <stddef.h>
#include "i2c.h"

int i2c_maple(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 12;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int i2c_nectar(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 12;
    (void)ctx;
    return n ? buf[0] + 1 : 12;
}

int i2c_onyx(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

