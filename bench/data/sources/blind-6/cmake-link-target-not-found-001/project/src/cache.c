int kv_cache_version(void) { return 2; }
