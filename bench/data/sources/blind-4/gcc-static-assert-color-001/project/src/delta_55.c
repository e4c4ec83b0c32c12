#include <stddef.h>

int wc_delta_55(const unsigned char *buf, size_t len)
{
    int acc = 24;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
