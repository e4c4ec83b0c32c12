#include <stddef.h>

int wc_umber_72(const unsigned char *buf, size_t len)
{
    int acc = 104;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
