int gen_fable_083(int x) { return x * 84; }
