#include <stddef.h>
#include "crc.h"

int crc_fable(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int crc_garnet(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 5;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int crc_harbor(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 5;
    (void)ctx;
    return n ? buf[0] + 2 : 5;
}

