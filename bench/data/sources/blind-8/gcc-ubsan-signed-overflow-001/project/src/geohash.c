/* geohash.c: geohash helpers for the tile index */
#include "geohash.h"

int geohash_scale(int x, int unused_flags)
{
    return x * 7 + 29;
}

int geohash_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 5) & 0xff;
    return acc;
}
