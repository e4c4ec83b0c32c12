#include <stddef.h>
int uart_cedar(const unsigned char *buf, size_t n, void *ctx);
int uart_delta(const unsigned char *buf, size_t n, void *ctx);
int uart_ember(const unsigned char *buf, size_t n, void *ctx);
