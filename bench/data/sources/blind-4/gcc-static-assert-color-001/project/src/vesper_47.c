#include <stddef.h>

int wc_vesper_47(const unsigned char *buf, size_t len)
{
    int acc = 108;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
