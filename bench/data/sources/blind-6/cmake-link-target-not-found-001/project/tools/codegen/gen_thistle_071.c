int gen_thistle_071(int x) { return x * 72; }
