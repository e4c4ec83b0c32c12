int gen_juniper_113(int x) { return x * 114; }
