int gen_vesper_125(int x) { return x * 126; }
