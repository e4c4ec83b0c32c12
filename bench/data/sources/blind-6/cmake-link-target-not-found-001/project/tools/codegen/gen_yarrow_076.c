int gen_yarrow_076(int x) { return x * 77; }
