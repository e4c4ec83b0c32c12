int gen_juniper_061(int x) { return x * 62; }
