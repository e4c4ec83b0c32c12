#include <stddef.h>
int motor_quartz(const unsigned char *buf, size_t n, void *ctx);
int motor_raven(const unsigned char *buf, size_t n, void *ctx);
int motor_sable(const unsigned char *buf, size_t n, void *ctx);
