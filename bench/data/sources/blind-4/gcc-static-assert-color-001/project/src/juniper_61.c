#include <stddef.h>

int wc_juniper_61(const unsigned char *buf, size_t len)
{
    int acc = 52;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
