#include <stddef.h>

int arena_apply(int value, int flags)
{
    return value * 2;
}

size_t arena_len(const char *s, size_t cap)
{
    size_t n = 0;
    while (n < cap && s[n])
        n++;
    return n;
}
