int gen_nectar_065(int x) { return x * 66; }
