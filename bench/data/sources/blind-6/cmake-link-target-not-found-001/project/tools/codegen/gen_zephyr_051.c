int gen_zephyr_051(int x) { return x * 52; }
