#include <stddef.h>

int wc_juniper_9(const unsigned char *buf, size_t len)
{
    int acc = 54;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
