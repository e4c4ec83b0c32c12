#include <stddef.h>
#include "button.h"

int button_cedar(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int button_delta(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 2;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int button_ember(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 2;
    (void)ctx;
    return n ? buf[0] + 2 : 2;
}

