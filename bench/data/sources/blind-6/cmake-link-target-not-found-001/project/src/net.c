int kv_net_version(void) { return 14; }
