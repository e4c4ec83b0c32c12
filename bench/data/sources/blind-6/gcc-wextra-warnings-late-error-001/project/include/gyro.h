#include <stddef.h>
int gyro_kestrel(const unsigned char *buf, size_t n, void *ctx);
int gyro_lumen(const unsigned char *buf, size_t n, void *ctx);
int gyro_maple(const unsigned char *buf, size_t n, void *ctx);
