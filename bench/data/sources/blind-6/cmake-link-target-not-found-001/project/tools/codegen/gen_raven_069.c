int gen_raven_069(int x) { return x * 70; }
