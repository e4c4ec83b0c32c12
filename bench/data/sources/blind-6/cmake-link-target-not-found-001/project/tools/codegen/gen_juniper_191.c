int gen_juniper_191(int x) { return x * 192; }
