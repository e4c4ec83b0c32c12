int gen_garnet_110(int x) { return x * 111; }
