int gen_maple_090(int x) { return x * 91; }
