int kv_metrics_version(void) { return 13; }
