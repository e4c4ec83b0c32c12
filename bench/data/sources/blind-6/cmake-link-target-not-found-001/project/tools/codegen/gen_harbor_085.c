int gen_harbor_085(int x) { return x * 86; }
