int gen_willow_178(int x) { return x * 179; }
