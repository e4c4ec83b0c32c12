#include <stddef.h>

int wc_harbor_7(const unsigned char *buf, size_t len)
{
    int acc = 44;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
