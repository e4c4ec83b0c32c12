#include <stddef.h>

int wc_pollen_41(const unsigned char *buf, size_t len)
{
    int acc = 76;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
