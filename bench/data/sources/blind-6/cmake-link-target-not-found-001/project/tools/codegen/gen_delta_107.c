int gen_delta_107(int x) { return x * 108; }
