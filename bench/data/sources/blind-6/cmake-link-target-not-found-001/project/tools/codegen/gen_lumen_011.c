int gen_lumen_011(int x) { return x * 12; }
