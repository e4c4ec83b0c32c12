int gen_zephyr_129(int x) { return x * 130; }
