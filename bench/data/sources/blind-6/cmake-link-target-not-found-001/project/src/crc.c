int kv_crc_version(void) { return 6; }
