int gen_xenon_179(int x) { return x * 180; }
