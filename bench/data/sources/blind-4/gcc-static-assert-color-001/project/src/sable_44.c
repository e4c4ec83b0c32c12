#include <stddef.h>

int wc_sable_44(const unsigned char *buf, size_t len)
{
    int acc = 92;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
