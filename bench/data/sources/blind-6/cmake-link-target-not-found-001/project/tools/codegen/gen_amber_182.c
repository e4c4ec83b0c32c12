int gen_amber_182(int x) { return x * 183; }
