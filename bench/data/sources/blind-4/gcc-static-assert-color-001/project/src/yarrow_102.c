#include <stddef.h>

int wc_yarrow_102(const unsigned char *buf, size_t len)
{
    int acc = 122;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
