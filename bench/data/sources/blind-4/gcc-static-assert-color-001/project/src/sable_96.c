#include <stddef.h>

int wc_sable_96(const unsigned char *buf, size_t len)
{
    int acc = 94;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
