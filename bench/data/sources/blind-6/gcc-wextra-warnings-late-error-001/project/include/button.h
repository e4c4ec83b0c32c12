#include <stddef.h>
int button_cedar(const unsigned char *buf, size_t n, void *ctx);
int button_delta(const unsigned char *buf, size_t n, void *ctx);
int button_ember(const unsigned char *buf, size_t n, void *ctx);
