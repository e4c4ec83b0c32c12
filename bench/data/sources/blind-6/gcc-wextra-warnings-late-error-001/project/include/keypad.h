#include <stddef.h>
int keypad_nectar(const unsigned char *buf, size_t n, void *ctx);
int keypad_onyx(const unsigned char *buf, size_t n, void *ctx);
int keypad_pollen(const unsigned char *buf, size_t n, void *ctx);
