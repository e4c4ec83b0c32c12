#ifndef RING_H
#define RING_H
struct ring { int buf[64]; int head, len; };
/* flags: RING_OVERWRITE drops the oldest sample when the ring is full */
#define RING_OVERWRITE 1
int ring_push(struct ring *r, int value, int flags);
#endif
