#include <stddef.h>
int i2c_maple(const unsigned char *buf, size_t n, void *ctx);
int i2c_nectar(const unsigned char *buf, size_t n, void *ctx);
int i2c_onyx(const unsigned char *buf, size_t n, void *ctx);
