int gen_raven_199(int x) { return x * 200; }
