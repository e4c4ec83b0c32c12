int gen_delta_029(int x) { return x * 30; }
