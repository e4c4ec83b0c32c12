#include <stddef.h>

int wc_delta_29(const unsigned char *buf, size_t len)
{
    int acc = 22;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
