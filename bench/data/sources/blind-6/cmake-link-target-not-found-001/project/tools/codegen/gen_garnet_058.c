int gen_garnet_058(int x) { return x * 59; }
