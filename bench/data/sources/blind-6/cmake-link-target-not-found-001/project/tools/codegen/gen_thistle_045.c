int gen_thistle_045(int x) { return x * 46; }
