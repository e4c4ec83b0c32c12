int gen_sable_044(int x) { return x * 45; }
