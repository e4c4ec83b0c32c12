int gen_quartz_068(int x) { return x * 69; }
