#include <stddef.h>
int pwm_thistle(const unsigned char *buf, size_t n, void *ctx);
int pwm_umber(const unsigned char *buf, size_t n, void *ctx);
int pwm_vesper(const unsigned char *buf, size_t n, void *ctx);
