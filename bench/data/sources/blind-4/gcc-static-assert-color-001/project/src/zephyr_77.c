#include <stddef.h>

int wc_zephyr_77(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 129;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
