#ifndef POOL_H
#define POOL_H
#include <stddef.h>
struct pool { void *slots; size_t n, size; };
int pool_load(struct pool *p, const char *path);
#endif
