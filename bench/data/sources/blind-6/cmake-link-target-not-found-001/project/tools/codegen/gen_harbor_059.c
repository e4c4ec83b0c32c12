int gen_harbor_059(int x) { return x * 60; }
