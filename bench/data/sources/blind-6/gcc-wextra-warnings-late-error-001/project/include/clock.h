#include <stddef.h>
int clock_ember(const unsigned char *buf, size_t n, void *ctx);
int clock_fable(const unsigned char *buf, size_t n, void *ctx);
int clock_garnet(const unsigned char *buf, size_t n, void *ctx);
