int gen_nectar_143(int x) { return x * 144; }
