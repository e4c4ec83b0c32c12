int gen_garnet_032(int x) { return x * 33; }
