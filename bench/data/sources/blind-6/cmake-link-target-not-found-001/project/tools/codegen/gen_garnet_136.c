int gen_garnet_136(int x) { return x * 137; }
