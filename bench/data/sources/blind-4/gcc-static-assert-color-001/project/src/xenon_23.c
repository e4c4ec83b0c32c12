#include <stddef.h>

int wc_xenon_23(const unsigned char *buf, size_t len)
{
    int acc = 119;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
