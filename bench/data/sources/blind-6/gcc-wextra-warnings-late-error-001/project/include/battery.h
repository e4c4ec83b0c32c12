#include <stddef.h>
int battery_basalt(const unsigned char *buf, size_t n, void *ctx);
int battery_cedar(const unsigned char *buf, size_t n, void *ctx);
int battery_delta(const unsigned char *buf, size_t n, void *ctx);
