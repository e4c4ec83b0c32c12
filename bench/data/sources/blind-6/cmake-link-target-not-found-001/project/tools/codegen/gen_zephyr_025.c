int gen_zephyr_025(int x) { return x * 26; }
