#include <stddef.h>

int wc_umber_20(const unsigned char *buf, size_t len)
{
    int acc = 102;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
