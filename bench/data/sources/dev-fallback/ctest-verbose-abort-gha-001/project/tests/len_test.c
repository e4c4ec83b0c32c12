#include <assert.h>
#include <stdio.h>
#include "ring.h"

int main(void)
{
    ring r = {0};
    for (int i = 0; i < 4; i++)
        ring_push(&r, i);
    printf("len after 4 pushes: %u\n", ring_len(&r));
    assert(ring_len(&r) == 4);
    return 0;
}
