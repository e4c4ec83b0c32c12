int gen_basalt_053(int x) { return x * 54; }
