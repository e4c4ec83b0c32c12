int zephyr_77_0(int x) { return x * 2 + 77; }
int zephyr_77_1(int x) { return x * 3 + 77; }
int zephyr_77_2(int x) { return x * 4 + 77; }
int zephyr_77_3(int x) { return x * 5 + 77; }
