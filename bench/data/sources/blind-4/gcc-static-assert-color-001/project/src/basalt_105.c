#include <stddef.h>

int wc_basalt_105(const unsigned char *buf, size_t len)
{
    int acc = 8;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
