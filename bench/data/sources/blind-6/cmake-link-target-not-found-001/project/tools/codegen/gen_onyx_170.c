int gen_onyx_170(int x) { return x * 171; }
