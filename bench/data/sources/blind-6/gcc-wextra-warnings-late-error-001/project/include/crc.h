#include <stddef.h>
int crc_fable(const unsigned char *buf, size_t n, void *ctx);
int crc_garnet(const unsigned char *buf, size_t n, void *ctx);
int crc_harbor(const unsigned char *buf, size_t n, void *ctx);
