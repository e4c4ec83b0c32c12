int gen_sable_122(int x) { return x * 123; }
