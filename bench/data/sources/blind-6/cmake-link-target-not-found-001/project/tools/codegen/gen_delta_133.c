int gen_delta_133(int x) { return x * 134; }
