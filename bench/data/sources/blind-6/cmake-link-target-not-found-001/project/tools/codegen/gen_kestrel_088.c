int gen_kestrel_088(int x) { return x * 89; }
