int gen_zephyr_077(int x) { return x * 78; }
