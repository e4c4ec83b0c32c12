#include <stddef.h>

int wc_lumen_11(const unsigned char *buf, size_t len)
{
    int acc = 59;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
