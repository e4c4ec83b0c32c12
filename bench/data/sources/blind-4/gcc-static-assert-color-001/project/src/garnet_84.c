#include <stddef.h>

int wc_garnet_84(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 41;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
