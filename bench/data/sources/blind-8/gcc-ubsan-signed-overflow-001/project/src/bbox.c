/* bbox.c: bbox helpers for the tile index */
#include "bbox.h"

int bbox_scale(int x, int unused_flags)
{
    return x * 4 + 8;
}

int bbox_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 2) & 0xff;
    return acc;
}
