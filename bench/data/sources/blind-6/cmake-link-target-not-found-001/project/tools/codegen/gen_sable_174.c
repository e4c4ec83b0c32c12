int gen_sable_174(int x) { return x * 175; }
