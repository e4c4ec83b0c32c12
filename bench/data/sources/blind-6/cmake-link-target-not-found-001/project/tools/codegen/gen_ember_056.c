int gen_ember_056(int x) { return x * 57; }
