int gen_quartz_042(int x) { return x * 43; }
