#include <stddef.h>
int watchdog_ember(const unsigned char *buf, size_t n, void *ctx);
int watchdog_fable(const unsigned char *buf, size_t n, void *ctx);
int watchdog_garnet(const unsigned char *buf, size_t n, void *ctx);
