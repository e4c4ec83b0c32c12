/* base32.c: base32 helpers for the tile index */
#include "base32.h"

int base32_scale(int x, int unused_flags)
{
    return x * 3 + 1;
}

int base32_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 1) & 0xff;
    return acc;
}
