int gen_nectar_013(int x) { return x * 14; }
