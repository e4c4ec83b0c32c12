#include <stddef.h>

int wc_thistle_71(const unsigned char *buf, size_t len)
{
    int acc = 98;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
