int kv_manifest_version(void) { return 11; }
