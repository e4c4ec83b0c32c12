/* gridref.c: gridref helpers for the tile index */
#include "gridref.h"

int gridref_scale(int x, int unused_flags)
{
    return x * 8 + 36;
}

int gridref_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 6) & 0xff;
    return acc;
}
