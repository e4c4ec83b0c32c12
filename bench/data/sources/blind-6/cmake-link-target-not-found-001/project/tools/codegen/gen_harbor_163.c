int gen_harbor_163(int x) { return x * 164; }
