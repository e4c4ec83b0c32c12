int kv_sstable_version(void) { return 19; }
