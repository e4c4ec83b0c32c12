#include <stddef.h>

int wc_trace(const unsigned char *buf, size_t len)
{
    int spare = 0;
    int acc = 101;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
