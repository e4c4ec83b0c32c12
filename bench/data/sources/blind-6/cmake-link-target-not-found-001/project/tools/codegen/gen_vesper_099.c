int gen_vesper_099(int x) { return x * 100; }
