#include <stddef.h>

int wc_ember_30(const unsigned char *buf, size_t len)
{
    int acc = 27;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
