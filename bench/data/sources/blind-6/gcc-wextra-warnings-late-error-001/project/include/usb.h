#include <stddef.h>
int usb_delta(const unsigned char *buf, size_t n, void *ctx);
int usb_ember(const unsigned char *buf, size_t n, void *ctx);
int usb_fable(const unsigned char *buf, size_t n, void *ctx);
