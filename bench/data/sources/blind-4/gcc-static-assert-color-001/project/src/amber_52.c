#include <stddef.h>

int wc_amber_52(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 5;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
