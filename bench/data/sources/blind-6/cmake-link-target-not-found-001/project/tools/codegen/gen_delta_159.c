int gen_delta_159(int x) { return x * 160; }
