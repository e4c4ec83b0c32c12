typedef struct { int buf[4]; unsigned head, tail; } ring;
void ring_push(ring *r, int v);
int ring_pop(ring *r);
unsigned ring_len(const ring *r);
