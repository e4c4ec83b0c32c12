#include <stddef.h>

int wc_yarrow_24(const unsigned char *buf, size_t len)
{
    int acc = 123;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
