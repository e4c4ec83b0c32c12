int gen_fable_135(int x) { return x * 136; }
