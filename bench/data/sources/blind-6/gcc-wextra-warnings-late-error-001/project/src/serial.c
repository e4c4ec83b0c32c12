#include <stddef.h>
#include "serial.h"

int serial_yarrow(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 24;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int serial_zephyr(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 24;
    (void)ctx;
    return n ? buf[0] + 1 : 24;
}

int serial_amber(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

