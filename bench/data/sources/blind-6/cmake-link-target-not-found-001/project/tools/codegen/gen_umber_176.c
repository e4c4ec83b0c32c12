int gen_umber_176(int x) { return x * 177; }
