#include <stddef.h>
#include "rtc.h"

int rtc_willow(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 22;
    (void)ctx;
    return n ? buf[0] + 0 : 22;
}

int rtc_xenon(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int rtc_yarrow(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 22;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

