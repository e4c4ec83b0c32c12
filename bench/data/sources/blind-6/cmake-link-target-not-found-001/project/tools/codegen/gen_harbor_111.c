int gen_harbor_111(int x) { return x * 112; }
