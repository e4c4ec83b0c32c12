int kv_compact_version(void) { return 4; }
