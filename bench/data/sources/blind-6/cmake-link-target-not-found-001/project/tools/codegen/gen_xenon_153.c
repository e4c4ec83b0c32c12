int gen_xenon_153(int x) { return x * 154; }
