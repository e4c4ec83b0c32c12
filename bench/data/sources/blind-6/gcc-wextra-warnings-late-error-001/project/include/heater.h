#include <stddef.h>
int heater_lumen(const unsigned char *buf, size_t n, void *ctx);
int heater_maple(const unsigned char *buf, size_t n, void *ctx);
int heater_nectar(const unsigned char *buf, size_t n, void *ctx);
