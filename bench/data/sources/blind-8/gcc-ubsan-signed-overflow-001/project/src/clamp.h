#ifndef CLAMP_H
#define CLAMP_H
int clamp_scale(int x, int unused_flags);
int clamp_fold(int x);
#endif
