#include <stddef.h>
int flash_iris(const unsigned char *buf, size_t n, void *ctx);
int flash_juniper(const unsigned char *buf, size_t n, void *ctx);
int flash_kestrel(const unsigned char *buf, size_t n, void *ctx);
