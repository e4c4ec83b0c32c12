int gen_fable_109(int x) { return x * 110; }
