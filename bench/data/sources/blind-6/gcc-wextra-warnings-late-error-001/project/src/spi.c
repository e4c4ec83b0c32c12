#include <stddef.h>
#include "spi.h"

int spi_zephyr(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 25;
    (void)ctx;
    return n ? buf[0] + 0 : 25;
}

int spi_amber(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int spi_basalt(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 25;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

