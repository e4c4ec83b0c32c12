int gen_quartz_198(int x) { return x * 199; }
