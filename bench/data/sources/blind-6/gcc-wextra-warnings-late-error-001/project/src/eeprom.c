#include <stddef.h>
#include "eeprom.h"

int eeprom_harbor(const unsigned char *buf, size_t n, void *ctx) {
    int unused_0 = 7;
    (void)ctx;
    return n ? buf[0] + 0 : 7;
}

int eeprom_iris(const unsigned char *buf, size_t n, void *ctx) {
    (void)ctx;
    return n > 1 ? buf[1] : -1;
}

int eeprom_juniper(const unsigned char *buf, size_t n, void *ctx) {
    int acc = 7;
    for (int i = 0; i < n; i++)
        acc += buf[i] * 3;
    return acc;
}

