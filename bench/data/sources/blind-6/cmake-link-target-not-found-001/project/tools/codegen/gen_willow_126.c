int gen_willow_126(int x) { return x * 127; }
