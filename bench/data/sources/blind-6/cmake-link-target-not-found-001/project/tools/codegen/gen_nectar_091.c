int gen_nectar_091(int x) { return x * 92; }
