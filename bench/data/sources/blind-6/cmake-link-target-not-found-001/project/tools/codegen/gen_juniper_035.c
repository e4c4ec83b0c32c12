int gen_juniper_035(int x) { return x * 36; }
