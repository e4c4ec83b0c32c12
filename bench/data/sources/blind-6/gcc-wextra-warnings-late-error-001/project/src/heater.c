#include <stddef.h>
#include "heater.h"

int heater_lumen(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int heater_maple(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 11;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int heater_nectar(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 11;
    (void)ctx;
    return n ? buf[0] + 2 : 11;
}

