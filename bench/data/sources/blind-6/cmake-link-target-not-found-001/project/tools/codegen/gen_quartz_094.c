int gen_quartz_094(int x) { return x * 95; }
