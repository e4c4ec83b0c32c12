int gen_vesper_047(int x) { return x * 48; }
