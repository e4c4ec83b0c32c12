#include <stddef.h>

int wc_garnet_6(const unsigned char *buf, size_t len)
{
    int acc = 40;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
