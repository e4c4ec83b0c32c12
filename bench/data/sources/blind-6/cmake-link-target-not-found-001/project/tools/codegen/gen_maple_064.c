int gen_maple_064(int x) { return x * 65; }
