int kv_bloom_version(void) { return 1; }
