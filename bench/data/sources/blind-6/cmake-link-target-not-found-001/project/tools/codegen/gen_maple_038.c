int gen_maple_038(int x) { return x * 39; }
