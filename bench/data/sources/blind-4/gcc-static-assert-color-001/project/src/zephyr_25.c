#include <stddef.h>

int wc_zephyr_25(const unsigned char *buf, size_t len)
{
    int acc = 127;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
