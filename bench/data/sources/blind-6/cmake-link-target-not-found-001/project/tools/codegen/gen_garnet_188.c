int gen_garnet_188(int x) { return x * 189; }
