int gen_ember_134(int x) { return x * 135; }
