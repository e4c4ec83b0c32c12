#include <stddef.h>

int wc_route(const unsigned char *buf, size_t len)
{
    int acc = 90;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
