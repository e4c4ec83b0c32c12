int gen_pollen_145(int x) { return x * 146; }
