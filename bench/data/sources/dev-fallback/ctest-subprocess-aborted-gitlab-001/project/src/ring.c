#include "ring.h"
void ring_push(ring *r, int v) { r->buf[r->head++ % 4] = v; }
int ring_pop(ring *r) { return r->buf[r->tail++ % 4]; }
unsigned ring_len(const ring *r) { return (r->head - r->tail) % 4; }
