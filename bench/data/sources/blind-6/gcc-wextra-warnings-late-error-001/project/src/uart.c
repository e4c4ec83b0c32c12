#include <stddef.h>
#include "uart.h"

int uart_cedar(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 28;
    (void)ctx;
    return n ? buf[0] + 0 : 28;
}

int uart_delta(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int uart_ember(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 28;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

