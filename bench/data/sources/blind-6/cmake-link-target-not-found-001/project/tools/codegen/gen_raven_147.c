int gen_raven_147(int x) { return x * 148; }
