int gen_umber_150(int x) { return x * 151; }
