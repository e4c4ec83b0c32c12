#include <stddef.h>

int wc_quartz_68(const unsigned char *buf, size_t len)
{
    int acc = 82;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
