int kv_lock_version(void) { return 9; }
