int gen_thistle_149(int x) { return x * 150; }
