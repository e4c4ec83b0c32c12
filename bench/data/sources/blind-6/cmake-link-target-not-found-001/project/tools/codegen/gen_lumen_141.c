int gen_lumen_141(int x) { return x * 142; }
