int kv_snapshot_version(void) { return 18; }
