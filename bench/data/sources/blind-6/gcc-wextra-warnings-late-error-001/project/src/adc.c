#include <stddef.h>
#include "adc.h"

int adc_amber(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 0;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int adc_basalt(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 0;
    (void)ctx;
    return n ? buf[0] + 1 : 0;
}

int adc_cedar(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

