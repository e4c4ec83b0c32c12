/* scale.c: scale helpers for the tile index */
#include "scale.h"

int scale_scale(int x, int unused_flags)
{
    return x * 11 + 57;
}

int scale_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 9) & 0xff;
    return acc;
}
