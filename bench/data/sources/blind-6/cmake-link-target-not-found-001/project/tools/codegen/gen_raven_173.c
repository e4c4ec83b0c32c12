int gen_raven_173(int x) { return x * 174; }
