#include <stddef.h>
int buzzer_delta(const unsigned char *buf, size_t n, void *ctx);
int buzzer_ember(const unsigned char *buf, size_t n, void *ctx);
int buzzer_fable(const unsigned char *buf, size_t n, void *ctx);
