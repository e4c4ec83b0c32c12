int gen_pollen_015(int x) { return x * 16; }
