int gen_amber_052(int x) { return x * 53; }
