int gen_willow_074(int x) { return x * 75; }
