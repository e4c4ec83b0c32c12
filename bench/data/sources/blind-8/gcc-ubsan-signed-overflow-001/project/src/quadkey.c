/* quadkey.c: quadkey helpers for the tile index */
#include "quadkey.h"

int quadkey_scale(int x, int unused_flags)
{
    return x * 9 + 43;
}

int quadkey_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 7) & 0xff;
    return acc;
}
