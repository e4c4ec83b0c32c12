#include <stddef.h>

int wc_vesper_21(const unsigned char *buf, size_t len)
{
    int acc = 107;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
