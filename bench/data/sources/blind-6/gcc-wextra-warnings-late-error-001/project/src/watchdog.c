#include <stddef.h>
#include "watchdog.h"

int watchdog_ember(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 30;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int watchdog_fable(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 30;
    (void)ctx;
    return n ? buf[0] + 1 : 30;
}

int watchdog_garnet(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

