#include <stddef.h>

int wc_iris_86(const unsigned char *buf, size_t len)
{
    int acc = 50;
    for (size_t i = 0; i < len; i++) acc += buf[i];
    return acc;
}
