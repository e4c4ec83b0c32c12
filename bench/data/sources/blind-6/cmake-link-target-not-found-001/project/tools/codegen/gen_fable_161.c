int gen_fable_161(int x) { return x * 162; }
