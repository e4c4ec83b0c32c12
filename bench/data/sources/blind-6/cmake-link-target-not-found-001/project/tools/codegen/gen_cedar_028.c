int gen_cedar_028(int x) { return x * 29; }
