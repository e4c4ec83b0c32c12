int gen_vesper_021(int x) { return x * 22; }
