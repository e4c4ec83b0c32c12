int gen_amber_156(int x) { return x * 157; }
