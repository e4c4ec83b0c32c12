#include <stddef.h>
int sensor_xenon(const unsigned char *buf, size_t n, void *ctx);
int sensor_yarrow(const unsigned char *buf, size_t n, void *ctx);
int sensor_zephyr(const unsigned char *buf, size_t n, void *ctx);
