int gen_cedar_080(int x) { return x * 81; }
