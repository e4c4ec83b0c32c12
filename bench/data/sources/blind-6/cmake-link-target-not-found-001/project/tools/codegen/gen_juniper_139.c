int gen_juniper_139(int x) { return x * 140; }
