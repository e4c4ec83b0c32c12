int gen_kestrel_140(int x) { return x * 141; }
