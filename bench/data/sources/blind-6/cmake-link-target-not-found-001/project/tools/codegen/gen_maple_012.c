int gen_maple_012(int x) { return x * 13; }
