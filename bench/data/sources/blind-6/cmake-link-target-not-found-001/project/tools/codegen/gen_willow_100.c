int gen_willow_100(int x) { return x * 101; }
