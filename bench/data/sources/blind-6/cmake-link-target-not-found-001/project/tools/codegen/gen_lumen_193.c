int gen_lumen_193(int x) { return x * 194; }
