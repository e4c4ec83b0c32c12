#ifndef QUADKEY_H
#define QUADKEY_H
int quadkey_scale(int x, int unused_flags);
int quadkey_fold(int x);
#endif
