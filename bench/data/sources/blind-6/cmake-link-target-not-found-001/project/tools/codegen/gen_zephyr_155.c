int gen_zephyr_155(int x) { return x * 156; }
