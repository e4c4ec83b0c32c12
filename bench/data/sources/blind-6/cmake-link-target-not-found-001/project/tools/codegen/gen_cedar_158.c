int gen_cedar_158(int x) { return x * 159; }
