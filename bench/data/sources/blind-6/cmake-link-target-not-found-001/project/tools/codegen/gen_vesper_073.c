int gen_vesper_073(int x) { return x * 74; }
