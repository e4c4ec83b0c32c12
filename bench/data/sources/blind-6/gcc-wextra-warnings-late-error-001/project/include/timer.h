#include <stddef.h>
int timer_basalt(const unsigned char *buf, size_t n, void *ctx);
int timer_cedar(const unsigned char *buf, size_t n, void *ctx);
int timer_delta(const unsigned char *buf, size_t n, void *ctx);
