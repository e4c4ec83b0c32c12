int kv_txn_version(void) { return 21; }
