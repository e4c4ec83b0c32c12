int gen_harbor_189(int x) { return x * 190; }
