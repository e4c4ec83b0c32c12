int kv_journal_version(void) { return 8; }
