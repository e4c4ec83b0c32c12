int gen_umber_072(int x) { return x * 73; }
