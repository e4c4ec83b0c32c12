#include <stddef.h>

int wc_stats(const unsigned char *buf, size_t len)
{
    int acc = 95;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
