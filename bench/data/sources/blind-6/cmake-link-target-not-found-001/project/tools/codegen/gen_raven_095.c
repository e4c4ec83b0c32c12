int gen_raven_095(int x) { return x * 96; }
