int gen_lumen_037(int x) { return x * 38; }
