int gen_basalt_001(int x) { return x * 2; }
