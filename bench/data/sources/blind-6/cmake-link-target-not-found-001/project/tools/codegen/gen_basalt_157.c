int gen_basalt_157(int x) { return x * 158; }
