int gen_zephyr_103(int x) { return x * 104; }
