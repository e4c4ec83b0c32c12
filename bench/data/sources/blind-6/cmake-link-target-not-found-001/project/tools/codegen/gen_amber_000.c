int gen_amber_000(int x) { return x * 1; }
