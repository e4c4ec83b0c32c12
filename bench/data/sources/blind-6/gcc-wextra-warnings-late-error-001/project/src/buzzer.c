#include <stddef.h>
#include "buzzer.h"

int buzzer_delta(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 3;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 1;
    return acc;
}

int buzzer_ember(const unsigned char *buf, size_t n, void *ctx) {
    int unused_1 = 3;
    (void)ctx;
    return n ? buf[0] + 1 : 3;
}

int buzzer_fable(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 2 ? buf[2] : -1;
}

