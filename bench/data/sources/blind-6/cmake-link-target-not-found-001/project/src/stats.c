int kv_stats_version(void) { return 20; }
