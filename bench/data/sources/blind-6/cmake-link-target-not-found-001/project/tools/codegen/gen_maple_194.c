int gen_maple_194(int x) { return x * 195; }
