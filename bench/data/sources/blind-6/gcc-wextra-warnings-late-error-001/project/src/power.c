#include <stddef.h>
#include "power.h"

int power_sable(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 18;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int power_thistle(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 18;
    (void)ctx;
    return n ? buf[0] + 1 : 18;
}

int power_umber(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

