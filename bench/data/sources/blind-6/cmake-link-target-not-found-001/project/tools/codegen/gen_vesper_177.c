int gen_vesper_177(int x) { return x * 178; }
