#include <stddef.h>

int wc_thistle_97(const unsigned char *buf, size_t len)
{
    int acc = 99;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
