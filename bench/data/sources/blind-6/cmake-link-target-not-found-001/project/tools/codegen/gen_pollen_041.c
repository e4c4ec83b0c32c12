int gen_pollen_041(int x) { return x * 42; }
