int gen_sable_070(int x) { return x * 71; }
