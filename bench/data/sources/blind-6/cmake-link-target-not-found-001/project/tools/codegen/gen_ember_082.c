int gen_ember_082(int x) { return x * 83; }
