int gen_quartz_172(int x) { return x * 173; }
