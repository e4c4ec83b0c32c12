int gen_amber_104(int x) { return x * 105; }
