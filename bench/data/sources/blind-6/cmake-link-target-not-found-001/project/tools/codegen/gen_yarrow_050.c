int gen_yarrow_050(int x) { return x * 51; }
