int gen_umber_020(int x) { return x * 21; }
