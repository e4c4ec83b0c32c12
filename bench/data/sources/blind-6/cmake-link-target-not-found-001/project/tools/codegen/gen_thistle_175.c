int gen_thistle_175(int x) { return x * 176; }
