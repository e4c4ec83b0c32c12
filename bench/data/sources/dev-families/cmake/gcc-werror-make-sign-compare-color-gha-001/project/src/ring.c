#include <stddef.h>
#include <stdint.h>

struct ring {
    unsigned char *data;
    size_t cap;
    size_t head;
    size_t tail;
};

int ring_push(struct ring *r, const unsigned char *src, int len)
{
    size_t room = r->cap - (r->head - r->tail);
    if (len > room)
        return -1;
    for (int i = 0; i < len; i++)
        r->data[(r->head + i) % r->cap] = src[i];
    r->head += len;
    return len;
}
