int gen_onyx_196(int x) { return x * 197; }
