#include <stddef.h>

int wc_garnet_32(const unsigned char *buf, size_t len)
{
    int acc = 38;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
