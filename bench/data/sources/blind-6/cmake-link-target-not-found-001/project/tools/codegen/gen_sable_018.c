int gen_sable_018(int x) { return x * 19; }
