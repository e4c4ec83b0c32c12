#include <stddef.h>
#include "gps.h"

int gps_juniper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 9;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int gps_kestrel(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 9;
    (void)ctx;
    return n ? buf[0] + 1 : 9;
}

int gps_lumen(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

