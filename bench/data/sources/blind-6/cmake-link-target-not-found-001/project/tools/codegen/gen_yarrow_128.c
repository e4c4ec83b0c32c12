int gen_yarrow_128(int x) { return x * 129; }
