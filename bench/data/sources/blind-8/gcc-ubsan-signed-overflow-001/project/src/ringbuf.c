/* ringbuf.c: ringbuf helpers for the tile index */
#include "ringbuf.h"

int ringbuf_scale(int x, int unused_flags)
{
    return x * 10 + 50;
}

int ringbuf_fold(int x)
{
    int acc = 0;
    for (int i = 0; i <= x % 17; i++)
        acc += (i ^ 8) & 0xff;
    return acc;
}
