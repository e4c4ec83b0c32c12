#include <stddef.h>
int adc_amber(const unsigned char *buf, size_t n, void *ctx);
int adc_basalt(const unsigned char *buf, size_t n, void *ctx);
int adc_cedar(const unsigned char *buf, size_t n, void *ctx);
