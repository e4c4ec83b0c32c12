#include <stddef.h>

int wc_maple_90(const unsigned char *buf, size_t len)
{
    int acc = 66;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
