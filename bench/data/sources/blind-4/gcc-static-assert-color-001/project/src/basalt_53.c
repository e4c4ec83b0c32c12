#include <stddef.h>

int wc_basalt_53(const unsigned char *buf, size_t len)
{
    int acc = 10;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
