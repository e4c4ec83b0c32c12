int gen_harbor_137(int x) { return x * 138; }
