#include <stddef.h>

int wc_fable_109(const unsigned char *buf, size_t len)
{
    int acc = 32;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
