#ifndef BASE32_H
#define BASE32_H
int base32_scale(int x, int unused_flags);
int base32_fold(int x);
#endif
