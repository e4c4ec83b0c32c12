#include <stddef.h>

int wc_delta_3(const unsigned char *buf, size_t len)
{
    int acc = 23;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
