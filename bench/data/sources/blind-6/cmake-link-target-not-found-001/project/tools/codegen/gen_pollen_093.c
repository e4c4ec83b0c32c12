int gen_pollen_093(int x) { return x * 94; }
