int gen_delta_003(int x) { return x * 4; }
