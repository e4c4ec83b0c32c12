#include <stddef.h>
int relay_vesper(const unsigned char *buf, size_t n, void *ctx);
int relay_willow(const unsigned char *buf, size_t n, void *ctx);
int relay_xenon(const unsigned char *buf, size_t n, void *ctx);
