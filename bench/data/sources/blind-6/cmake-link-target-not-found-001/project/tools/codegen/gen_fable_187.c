int gen_fable_187(int x) { return x * 188; }
