int gen_maple_142(int x) { return x * 143; }
