#include <stddef.h>

int wc_addr(const unsigned char *buf, size_t len)
{
    int acc = 0;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
