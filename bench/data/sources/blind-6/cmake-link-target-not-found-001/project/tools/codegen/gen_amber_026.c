int gen_amber_026(int x) { return x * 27; }
