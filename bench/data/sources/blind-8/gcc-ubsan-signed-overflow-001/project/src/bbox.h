#ifndef BBOX_H
#define BBOX_H
int bbox_scale(int x, int unused_flags);
int bbox_fold(int x);
#endif
