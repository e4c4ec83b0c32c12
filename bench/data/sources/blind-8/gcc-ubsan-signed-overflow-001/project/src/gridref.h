#ifndef GRIDREF_H
#define GRIDREF_H
int gridref_scale(int x, int unused_flags);
int gridref_fold(int x);
#endif
