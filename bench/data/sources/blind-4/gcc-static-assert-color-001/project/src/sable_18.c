#include <stddef.h>

int wc_sable_18(const unsigned char *buf, size_t len)
{
    int acc = 91;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
