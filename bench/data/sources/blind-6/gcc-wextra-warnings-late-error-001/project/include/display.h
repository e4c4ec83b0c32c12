#include <stddef.h>
int display_garnet(const unsigned char *buf, size_t n, void *ctx);
int display_harbor(const unsigned char *buf, size_t n, void *ctx);
int display_iris(const unsigned char *buf, size_t n, void *ctx);
