#include <stddef.h>

int wc_kestrel_88(const unsigned char *buf, size_t len)
{
    int acc = 58;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
