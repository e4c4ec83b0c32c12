int kv_proto_version(void) { return 15; }
