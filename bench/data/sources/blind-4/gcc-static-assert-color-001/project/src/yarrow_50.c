#include <stddef.h>

int wc_yarrow_50(const unsigned char *buf, size_t len)
{
    int acc = 124;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
