int gen_kestrel_010(int x) { return x * 11; }
