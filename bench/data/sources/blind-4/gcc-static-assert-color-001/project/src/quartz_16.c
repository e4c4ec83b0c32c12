#include <stddef.h>

int wc_quartz_16(const unsigned char *buf, size_t len)
{
    int acc = 80;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
