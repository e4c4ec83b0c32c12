int kv_index_version(void) { return 7; }
