int gen_fable_005(int x) { return x * 6; }
