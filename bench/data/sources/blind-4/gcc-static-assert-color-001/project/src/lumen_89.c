#include <stddef.h>

int wc_lumen_89(const unsigned char *buf, size_t len)
{
    int acc = 62;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
