int gen_garnet_006(int x) { return x * 7; }
