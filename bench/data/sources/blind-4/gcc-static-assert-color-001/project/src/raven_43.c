#include <stddef.h>

int wc_raven_43(const unsigned char *buf, size_t len)
{
    int acc = 86;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
