#include <stddef.h>

int wc_amber_104(const unsigned char *buf, size_t len)
{
    int acc = 3;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
