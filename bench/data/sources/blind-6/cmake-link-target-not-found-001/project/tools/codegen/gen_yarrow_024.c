int gen_yarrow_024(int x) { return x * 25; }
