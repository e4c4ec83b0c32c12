int gen_willow_048(int x) { return x * 49; }
