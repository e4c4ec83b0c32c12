int gen_basalt_105(int x) { return x * 106; }
