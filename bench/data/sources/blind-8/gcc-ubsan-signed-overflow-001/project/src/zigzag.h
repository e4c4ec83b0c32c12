#ifndef ZIGZAG_H
#define ZIGZAG_H
int zigzag_scale(int x, int unused_flags);
int zigzag_fold(int x);
#endif
