#include <stddef.h>
#include "flash.h"

int flash_iris(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int flash_juniper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 8;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int flash_kestrel(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 8;
    (void)ctx;
    return n ? buf[0] + 2 : 8;
}

