#include <stddef.h>
#include "gyro.h"

int gyro_kestrel(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 10;
    (void)ctx;
    return n ? buf[0] + 0 : 10;
}

int gyro_lumen(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int gyro_maple(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 10;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

