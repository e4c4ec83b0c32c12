int gen_cedar_054(int x) { return x * 55; }
