#include <stddef.h>
int radio_umber(const unsigned char *buf, size_t n, void *ctx);
int radio_vesper(const unsigned char *buf, size_t n, void *ctx);
int radio_willow(const unsigned char *buf, size_t n, void *ctx);
