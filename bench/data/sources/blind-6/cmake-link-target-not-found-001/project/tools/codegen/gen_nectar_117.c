int gen_nectar_117(int x) { return x * 118; }
