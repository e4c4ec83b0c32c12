int zephyr_25_0(int x) { return x * 2 + 25; }
int zephyr_25_1(int x) { return x * 3 + 25; }
int zephyr_25_2(int x) { return x * 4 + 25; }
int zephyr_25_3(int x) { return x * 5 + 25; }
