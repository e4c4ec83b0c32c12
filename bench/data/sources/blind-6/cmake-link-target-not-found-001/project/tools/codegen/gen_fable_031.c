int gen_fable_031(int x) { return x * 32; }
