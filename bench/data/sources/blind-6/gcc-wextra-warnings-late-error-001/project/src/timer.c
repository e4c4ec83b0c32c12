#include <stddef.h>
#include "timer.h"

int timer_basalt(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 27;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int timer_cedar(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 27;
    (void)ctx;
    return n ? buf[0] + 1 : 27;
}

int timer_delta(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

