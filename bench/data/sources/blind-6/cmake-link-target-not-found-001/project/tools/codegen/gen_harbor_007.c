int gen_harbor_007(int x) { return x * 8; }
