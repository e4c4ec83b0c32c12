#include <stddef.h>
int rtc_willow(const unsigned char *buf, size_t n, void *ctx);
int rtc_xenon(const unsigned char *buf, size_t n, void *ctx);
int rtc_yarrow(const unsigned char *buf, size_t n, void *ctx);
