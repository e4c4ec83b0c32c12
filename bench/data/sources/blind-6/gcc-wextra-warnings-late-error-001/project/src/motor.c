#include <stddef.h>
#include "motor.h"

int motor_quartz(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 16;
    (void)ctx;
    return n ? buf[0] + 0 : 16;
}

int motor_raven(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int motor_sable(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 16;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

