int gen_quartz_016(int x) { return x * 17; }
