int gen_basalt_183(int x) { return x * 184; }
