#include <stddef.h>

int wc_amber_0(const unsigned char *buf, size_t len)
{
    int acc = 2;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
