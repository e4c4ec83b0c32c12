int gen_umber_098(int x) { return x * 99; }
