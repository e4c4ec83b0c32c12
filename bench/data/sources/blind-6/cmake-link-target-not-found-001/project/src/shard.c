int kv_shard_version(void) { return 17; }
