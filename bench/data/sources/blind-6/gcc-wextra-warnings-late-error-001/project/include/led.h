#include <stddef.h>
int led_onyx(const unsigned char *buf, size_t n, void *ctx);
int led_pollen(const unsigned char *buf, size_t n, void *ctx);
int led_quartz(const unsigned char *buf, size_t n, void *ctx);
