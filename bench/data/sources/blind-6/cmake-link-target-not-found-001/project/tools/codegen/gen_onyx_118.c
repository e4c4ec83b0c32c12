int gen_onyx_118(int x) { return x * 119; }
