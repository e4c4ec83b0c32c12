#include <stddef.h>
#include "battery.h"

int battery_basalt(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 1;
    (void)ctx;
    return n ? buf[0] + 0 : 1;
}

int battery_cedar(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int battery_delta(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 1;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

