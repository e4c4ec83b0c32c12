int gen_cedar_132(int x) { return x * 133; }
