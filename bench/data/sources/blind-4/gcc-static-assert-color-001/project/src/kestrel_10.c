#include <stddef.h>

int wc_kestrel_10(const unsigned char *buf, size_t len)
{
    int acc = 55;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
