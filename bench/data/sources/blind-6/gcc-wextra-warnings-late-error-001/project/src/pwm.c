#include <stddef.h>
#include "pwm.h"

int pwm_thistle(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 19;
    (void)ctx;
    return n ? buf[0] + 0 : 19;
}

int pwm_umber(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int pwm_vesper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 19;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

