#include <stddef.h>
int lora_pollen(const unsigned char *buf, size_t n, void *ctx);
int lora_quartz(const unsigned char *buf, size_t n, void *ctx);
int lora_raven(const unsigned char *buf, size_t n, void *ctx);
