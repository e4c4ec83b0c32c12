int gen_pollen_067(int x) { return x * 68; }
