int gen_ember_186(int x) { return x * 187; }
