#include <stddef.h>
#include "usb.h"

int usb_delta(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int usb_ember(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 29;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int usb_fable(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 29;
    (void)ctx;
    return n ? buf[0] + 2 : 29;
}

