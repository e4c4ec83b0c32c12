#ifndef RINGBUF_H
#define RINGBUF_H
int ringbuf_scale(int x, int unused_flags);
int ringbuf_fold(int x);
#endif
