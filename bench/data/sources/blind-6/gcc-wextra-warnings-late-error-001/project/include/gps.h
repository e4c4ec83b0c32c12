#include <stddef.h>
int gps_juniper(const unsigned char *buf, size_t n, void *ctx);
int gps_kestrel(const unsigned char *buf, size_t n, void *ctx);
int gps_lumen(const unsigned char *buf, size_t n, void *ctx);
