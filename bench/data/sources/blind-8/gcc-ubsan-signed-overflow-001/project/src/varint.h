#ifndef VARINT_H
#define VARINT_H
int varint_scale(int x, int unused_flags);
int varint_fold(int x);
#endif
