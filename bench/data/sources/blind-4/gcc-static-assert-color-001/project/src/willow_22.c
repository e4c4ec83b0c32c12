#include <stddef.h>

int wc_willow_22(const unsigned char *buf, size_t len)
{
    int acc = 112;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
