int gen_vesper_151(int x) { return x * 152; }
