#include <stddef.h>

int wc_quartz_94(const unsigned char *buf, size_t len)
{
    int acc = 83;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
