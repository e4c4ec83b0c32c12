int kv_codec_version(void) { return 3; }
