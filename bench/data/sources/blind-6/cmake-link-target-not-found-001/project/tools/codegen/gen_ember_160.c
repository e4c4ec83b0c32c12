int gen_ember_160(int x) { return x * 161; }
