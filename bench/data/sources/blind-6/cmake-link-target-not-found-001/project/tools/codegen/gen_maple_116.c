int gen_maple_116(int x) { return x * 117; }
