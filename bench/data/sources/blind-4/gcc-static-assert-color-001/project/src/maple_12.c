#include <stddef.h>

int wc_maple_12(const unsigned char *buf, size_t len)
{
    int acc = 63;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
