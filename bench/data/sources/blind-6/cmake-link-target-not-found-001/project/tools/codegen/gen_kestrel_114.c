int gen_kestrel_114(int x) { return x * 115; }
