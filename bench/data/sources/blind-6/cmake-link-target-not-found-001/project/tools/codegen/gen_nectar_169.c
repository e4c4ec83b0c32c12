int gen_nectar_169(int x) { return x * 170; }
