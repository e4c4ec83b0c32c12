#include <stddef.h>
#include "led.h"

int led_onyx(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int led_pollen(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 14;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int led_quartz(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 14;
    (void)ctx;
    return n ? buf[0] + 2 : 14;
}

