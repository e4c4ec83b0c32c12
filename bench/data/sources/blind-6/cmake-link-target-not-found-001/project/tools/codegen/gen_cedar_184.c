int gen_cedar_184(int x) { return x * 185; }
