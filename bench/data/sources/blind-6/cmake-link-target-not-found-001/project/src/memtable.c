int kv_memtable_version(void) { return 12; }
