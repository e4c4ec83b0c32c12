#include <stddef.h>
#include "nfc.h"

int nfc_raven(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 0 ? buf[0] : -1;
}

int nfc_sable(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 17;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 2;
    return acc;
}

int nfc_thistle(const unsigned char *buf, size_t n, void *ctx) {
    int unused_2 = 17;
    (void)ctx;
    return n ? buf[0] + 2 : 17;
}

