int gen_raven_017(int x) { return x * 18; }
