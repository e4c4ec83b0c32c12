#include <stddef.h>

int wc_basalt_79(const unsigned char *buf, size_t len)
{
    int acc = 11;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
