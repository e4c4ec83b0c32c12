int gen_kestrel_192(int x) { return x * 193; }
