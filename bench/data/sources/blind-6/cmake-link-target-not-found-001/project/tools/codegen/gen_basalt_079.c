int gen_basalt_079(int x) { return x * 80; }
