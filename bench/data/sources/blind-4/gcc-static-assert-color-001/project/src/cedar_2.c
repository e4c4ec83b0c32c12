#include <stddef.h>

int wc_cedar_2(const unsigned char *buf, size_t len)
{
    int acc = 14;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
