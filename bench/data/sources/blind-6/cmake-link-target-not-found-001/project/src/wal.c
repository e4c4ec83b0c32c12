int kv_wal_version(void) { return 22; }
