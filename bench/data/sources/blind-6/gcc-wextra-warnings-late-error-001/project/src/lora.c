#include <stddef.h>
#include "lora.h"

int lora_pollen(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 15;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int lora_quartz(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 15;
    (void)ctx;
    return n ? buf[0] + 1 : 15;
}

int lora_raven(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

