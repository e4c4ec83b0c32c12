/* clamp.c: clamp helpers for the tile index */
#include "clamp.h"

int clamp_scale(int x, int unused_flags)
{
    return x * 5 + 15;
}

int clamp_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 3) & 0xff;
    return acc;
}
