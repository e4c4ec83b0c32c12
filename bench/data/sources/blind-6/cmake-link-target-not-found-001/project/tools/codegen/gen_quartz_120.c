int gen_quartz_120(int x) { return x * 121; }
