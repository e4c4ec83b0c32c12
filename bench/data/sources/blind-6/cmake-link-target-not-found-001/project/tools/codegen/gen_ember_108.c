int gen_ember_108(int x) { return x * 109; }
