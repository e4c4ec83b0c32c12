#include <stddef.h>
#include "sensor.h"

int sensor_xenon(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int sensor_yarrow(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 23;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int sensor_zephyr(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 23;
    (void)ctx;
    return n ? buf[0] + 2 : 23;
}

