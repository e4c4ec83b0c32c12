int gen_kestrel_166(int x) { return x * 167; }
