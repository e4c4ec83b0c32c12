int gen_zephyr_181(int x) { return x * 182; }
