int gen_lumen_167(int x) { return x * 168; }
