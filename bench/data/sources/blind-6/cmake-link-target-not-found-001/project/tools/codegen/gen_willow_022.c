int gen_willow_022(int x) { return x * 23; }
