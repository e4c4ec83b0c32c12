int gen_lumen_063(int x) { return x * 64; }
