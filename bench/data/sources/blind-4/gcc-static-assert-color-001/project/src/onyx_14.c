#include <stddef.h>

int wc_onyx_14(const unsigned char *buf, size_t len)
{
    int acc = 71;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
