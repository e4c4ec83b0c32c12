int gen_nectar_039(int x) { return x * 40; }
