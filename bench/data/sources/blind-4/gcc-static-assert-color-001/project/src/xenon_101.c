#include <stddef.h>

int wc_xenon_101(const unsigned char *buf, size_t len)
{
    int acc = 118;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
