/* zigzag.c: zigzag helpers for the tile index */
#include "zigzag.h"

int zigzag_scale(int x, int unused_flags)
{
    return x * 13 + 71;
}

int zigzag_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 11) & 0xff;
    return acc;
}
