int gen_harbor_033(int x) { return x * 34; }
