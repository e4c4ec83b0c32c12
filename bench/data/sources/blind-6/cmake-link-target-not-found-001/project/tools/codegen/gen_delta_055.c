int gen_delta_055(int x) { return x * 56; }
