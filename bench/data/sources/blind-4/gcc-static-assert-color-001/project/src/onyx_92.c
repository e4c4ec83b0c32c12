#include <stddef.h>

int wc_onyx_92(const unsigned char *buf, size_t len)
{
    int acc = 74;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
