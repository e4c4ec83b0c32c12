#include <stddef.h>

int wc_nectar_91(const unsigned char *buf, size_t len)
{
    int acc = 70;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
