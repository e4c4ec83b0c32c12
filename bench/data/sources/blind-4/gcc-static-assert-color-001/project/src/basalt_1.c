#include <stddef.h>

int wc_basalt_1(const unsigned char *buf, size_t len)
{
    int acc = 7;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
