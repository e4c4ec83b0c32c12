#include <stddef.h>
#include "clock.h"

int clock_ember(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 4;
    (void)ctx;
    return n ? buf[0] + 0 : 4;
}

int clock_fable(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int clock_garnet(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 4;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

