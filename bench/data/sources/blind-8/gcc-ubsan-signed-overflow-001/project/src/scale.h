#ifndef SCALE_H
#define SCALE_H
int scale_scale(int x, int unused_flags);
int scale_fold(int x);
#endif
