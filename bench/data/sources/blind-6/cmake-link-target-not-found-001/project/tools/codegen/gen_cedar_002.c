int gen_cedar_002(int x) { return x * 3; }
