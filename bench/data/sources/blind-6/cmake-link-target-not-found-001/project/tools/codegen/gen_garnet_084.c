int gen_garnet_084(int x) { return x * 85; }
