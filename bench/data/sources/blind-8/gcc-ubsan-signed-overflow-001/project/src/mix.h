int tile_mix(const char *key);
int tile_shard(const char *key, int shards);
