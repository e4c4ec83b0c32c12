#include <stddef.h>
int power_sable(const unsigned char *buf, size_t n, void *ctx);
int power_thistle(const unsigned char *buf, size_t n, void *ctx);
int power_umber(const unsigned char *buf, size_t n, void *ctx);
