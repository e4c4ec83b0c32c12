#include <stddef.h>

int wc_harbor_33(const unsigned char *buf, size_t len)
{
    int acc = 42;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
