int zephyr_51_0(int x) { return x * 2 + 51; }
int zephyr_51_1(int x) { return x * 3 + 51; }
int zephyr_51_2(int x) { return x * 4 + 51; }
int zephyr_51_3(int x) { return x * 5 + 51; }
