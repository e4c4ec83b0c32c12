int gen_raven_121(int x) { return x * 122; }
