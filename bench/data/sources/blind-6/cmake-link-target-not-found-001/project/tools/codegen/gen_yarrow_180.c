int gen_yarrow_180(int x) { return x * 181; }
