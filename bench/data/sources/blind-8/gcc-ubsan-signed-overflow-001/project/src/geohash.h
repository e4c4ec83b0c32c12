#ifndef GEOHASH_H
#define GEOHASH_H
int geohash_scale(int x, int unused_flags);
int geohash_fold(int x);
#endif
