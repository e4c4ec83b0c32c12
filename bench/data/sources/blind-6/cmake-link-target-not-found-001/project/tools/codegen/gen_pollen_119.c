int gen_pollen_119(int x) { return x * 120; }
