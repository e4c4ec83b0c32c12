int kv_log_version(void) { return 10; }
