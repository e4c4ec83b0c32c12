int gen_basalt_027(int x) { return x * 28; }
