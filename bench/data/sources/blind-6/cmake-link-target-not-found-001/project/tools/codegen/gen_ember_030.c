int gen_ember_030(int x) { return x * 31; }
