#include <stddef.h>
int spi_zephyr(const unsigned char *buf, size_t n, void *ctx);
int spi_amber(const unsigned char *buf, size_t n, void *ctx);
int spi_basalt(const unsigned char *buf, size_t n, void *ctx);
