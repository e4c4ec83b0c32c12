int kv_repl_version(void) { return 16; }
