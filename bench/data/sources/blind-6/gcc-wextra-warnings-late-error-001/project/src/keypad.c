#include <stddef.h>
#include "keypad.h"

int keypad_nectar(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 13;
    (void)ctx;
    return n ? buf[0] + 0 : 13;
}

int keypad_onyx(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int keypad_pollen(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 13;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

