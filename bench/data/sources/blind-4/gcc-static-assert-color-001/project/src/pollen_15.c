#include <stddef.h>

int wc_pollen_15(const unsigned char *buf, size_t len)
{
    int acc = 75;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
