#include "ring.h"

int ring_push(struct ring *r, int value, int flags) {
    if (r->len == 64 && !(flags & RING_OVERWRITE))
        return -1;
    r->buf[(r->head + r->len) % 64] = value;
    if (r->len < 64)
        r->len++;
    else
        r->head = (r->head + 1) % 64;
    return 0;
}
