int gen_raven_043(int x) { return x * 44; }
