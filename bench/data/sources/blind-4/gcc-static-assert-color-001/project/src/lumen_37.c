#include <stddef.h>

int wc_lumen_37(const unsigned char *buf, size_t len)
{
    int acc = 60;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
