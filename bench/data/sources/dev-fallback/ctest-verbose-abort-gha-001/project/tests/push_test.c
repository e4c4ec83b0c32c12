#include <assert.h>
#include "ring.h"

int main(void)
{
    ring r = {0};
    ring_push(&r, 1);
    assert(ring_pop(&r) == 1);
    return 0;
}
