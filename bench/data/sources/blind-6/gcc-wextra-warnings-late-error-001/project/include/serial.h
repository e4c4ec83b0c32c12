#include <stddef.h>
int serial_yarrow(const unsigned char *buf, size_t n, void *ctx);
int serial_zephyr(const unsigned char *buf, size_t n, void *ctx);
int serial_amber(const unsigned char *buf, size_t n, void *ctx);
