#include <stddef.h>

int wc_zephyr_103(const unsigned char *buf, size_t len)
{
    int acc = 126;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
