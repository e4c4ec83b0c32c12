int gen_xenon_127(int x) { return x * 128; }
