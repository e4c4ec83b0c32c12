int gen_willow_152(int x) { return x * 153; }
