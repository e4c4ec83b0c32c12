int gen_xenon_101(int x) { return x * 102; }
