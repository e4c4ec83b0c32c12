int kv_snapshot_version(void);
