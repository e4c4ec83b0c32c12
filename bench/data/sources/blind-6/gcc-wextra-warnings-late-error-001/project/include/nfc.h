#include <stddef.h>
int nfc_raven(const unsigned char *buf, size_t n, void *ctx);
int nfc_sable(const unsigned char *buf, size_t n, void *ctx);
int nfc_thistle(const unsigned char *buf, size_t n, void *ctx);
