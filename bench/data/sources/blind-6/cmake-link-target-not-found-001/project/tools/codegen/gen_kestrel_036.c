int gen_kestrel_036(int x) { return x * 37; }
