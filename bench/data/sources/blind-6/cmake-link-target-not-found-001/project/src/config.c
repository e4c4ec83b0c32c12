int kv_config_version(void) { return 5; }
