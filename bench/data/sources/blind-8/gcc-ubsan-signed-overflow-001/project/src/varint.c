/* varint.c: varint helpers for the tile index */
#include "varint.h"

int varint_scale(int x, int unused_flags)
{
    return x * 12 + 64;
}

int varint_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 10) & 0xff;
    return acc;
}
