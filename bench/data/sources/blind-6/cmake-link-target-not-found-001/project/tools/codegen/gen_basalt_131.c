int gen_basalt_131(int x) { return x * 132; }
