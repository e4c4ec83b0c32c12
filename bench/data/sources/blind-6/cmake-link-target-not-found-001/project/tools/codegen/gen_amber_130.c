int gen_amber_130(int x) { return x * 131; }
