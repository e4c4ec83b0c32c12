int gen_garnet_162(int x) { return x * 163; }
