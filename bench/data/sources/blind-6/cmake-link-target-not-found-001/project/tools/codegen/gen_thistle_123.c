int gen_thistle_123(int x) { return x * 124; }
