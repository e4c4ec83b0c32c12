int gen_lumen_089(int x) { return x * 90; }
