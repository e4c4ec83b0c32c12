#include <stddef.h>

int wc_crc(const unsigned char *buf, size_t len)
{
    int acc = 20;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
