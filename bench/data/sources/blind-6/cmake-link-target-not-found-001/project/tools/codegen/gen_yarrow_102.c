int gen_yarrow_102(int x) { return x * 103; }
