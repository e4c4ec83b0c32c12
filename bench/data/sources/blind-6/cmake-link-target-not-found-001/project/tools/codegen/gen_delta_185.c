int gen_delta_185(int x) { return x * 186; }
