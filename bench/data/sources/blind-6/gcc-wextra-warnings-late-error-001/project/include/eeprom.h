#include <stddef.h>
int eeprom_harbor(const unsigned char *buf, size_t n, void *ctx);
int eeprom_iris(const unsigned char *buf, size_t n, void *ctx);
int eeprom_juniper(const unsigned char *buf, size_t n, void *ctx);
