int gen_pollen_197(int x) { return x * 198; }
