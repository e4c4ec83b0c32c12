int gen_thistle_019(int x) { return x * 20; }
