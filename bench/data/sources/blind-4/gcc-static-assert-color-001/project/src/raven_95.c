#include <stddef.h>

int wc_raven_95(const unsigned char *buf, size_t len)
{
    int acc = 88;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
