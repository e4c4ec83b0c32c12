int gen_pollen_171(int x) { return x * 172; }
