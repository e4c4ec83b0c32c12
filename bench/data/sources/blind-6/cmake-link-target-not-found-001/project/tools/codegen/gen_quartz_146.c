int gen_quartz_146(int x) { return x * 147; }
