int gen_xenon_023(int x) { return x * 24; }
