int gen_lumen_115(int x) { return x * 116; }
