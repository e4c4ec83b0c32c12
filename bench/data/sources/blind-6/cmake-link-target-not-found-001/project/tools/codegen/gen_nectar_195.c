int gen_nectar_195(int x) { return x * 196; }
