int gen_xenon_049(int x) { return x * 50; }
