/* mix.c: the tile key hash used to shard the index */
#include <stddef.h>
#include "mix.h"

/* djb2-style mixing; the shard is taken from the low bits */
int tile_mix(const char *key)
{
    int h = 5381;
    for (size_t i = 0; key[i] != '\0'; i++)
        h = h * 33 + (unsigned char)key[i];
    return h;
}

int tile_shard(const char *key, int shards)
{
    int h = tile_mix(key);
    return (h & 0x7fffffff) % shards;
}
