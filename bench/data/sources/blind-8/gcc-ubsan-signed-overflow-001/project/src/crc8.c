/* crc8.c: crc8 helpers for the tile index */
#include "crc8.h"

int crc8_scale(int x, int unused_flags)
{
    return x * 6 + 22;
}

int crc8_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 4) & 0xff;
    return acc;
}
