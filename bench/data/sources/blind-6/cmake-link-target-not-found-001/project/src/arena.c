int kv_arena_version(void) { return 0; }
