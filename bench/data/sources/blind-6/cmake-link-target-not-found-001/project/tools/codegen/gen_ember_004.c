int gen_ember_004(int x) { return x * 5; }
