int gen_xenon_075(int x) { return x * 76; }
