#include <stddef.h>

int wc_xenon_75(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 121;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
